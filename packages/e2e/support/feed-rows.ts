import type { SystemUrls } from './system';

// A year's rows added by hand (Krachtvoer), put in place through the API as another session would save them: the
// specs of a long list start from it without typing 2,000 rows.

export interface FeedRow {
  product: string | null;
  kg: number | null;
  re: number | null;
  p: number | null;
}

/** `count` rows, each named by its number ('Brok 1500') with a kg of its own. */
export function numberedFeedRows(count: number): FeedRow[] {
  return Array.from({ length: count }, (_, index) => ({ product: `Brok ${index + 1}`, kg: index + 1, re: null, p: null }));
}

async function call(url: string, init: RequestInit & { token?: string }): Promise<Response> {
  const { token, headers, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Saves `rows` as the year's rows added by hand, for the demo user `userId`, over whatever the year held. */
export async function saveFeedRows(system: SystemUrls, userId: number, klwId: number, rows: readonly FeedRow[]): Promise<void> {
  const session = await call(`${system.apiUrl}/Demo/SignIn`, { method: 'POST', body: JSON.stringify({ userId }) });
  const { access_token: sessionToken } = (await session.json()) as { access_token: string };
  const year = await call(`${system.apiUrl}/Menu/RefreshToken`, {
    method: 'POST',
    token: sessionToken,
    body: JSON.stringify({ selectedKringloopwijzerId: klwId }),
  });
  const { access_token: token } = (await year.json()) as { access_token: string };
  const loaded = await call(`${system.apiUrl}/Krachtvoer/GetKrachtvoerGegevens`, { token });
  const etag = loaded.headers.get('ETag');
  const data = (await loaded.json()) as { kringloopwijzerId: number };
  await call(`${system.apiUrl}/Krachtvoer/SaveKrachtvoerGegevens`, {
    method: 'POST',
    token,
    headers: etag ? { 'If-Match': etag } : {},
    body: JSON.stringify({ kringloopwijzerId: data.kringloopwijzerId, handmatigeVoerLeveringRows: rows }),
  });
}
