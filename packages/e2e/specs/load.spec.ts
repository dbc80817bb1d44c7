import { accessToken, api, probe, sessionToken, storedYear } from '../support/probe';
import { API_URL } from '../support/system';
import { expect, test } from '../support/test';

// The local API under load from outside. 300 saves of one year, at most 50 at a time, then 200 reads at
// once: every call is answered, and what is stored in the end is the last save, whole (every field of that one save,
// none of another, the deliveries untouched).

const PARTICIPANT = 1;
/** A year no other spec reads (row 4 of outside.spec.ts saves to it too); its form is put back afterwards. */
const YEAR = 1018;
const SAVE = '/MelkLevering/SaveMelkLeveringGegevens';
const GET = '/MelkLevering/GetMelkLeveringGegevens';

interface Form {
  gebruikHandmatigeMelkRegistratie: boolean;
  totaalHandmatig: Record<string, number | null>;
  totaalZelfZuivel: Record<string, number | null>;
  melkGevoerdAanKalveren: number | null;
  totaalOverigeProductie: { kg: number | null };
}

/**
 * The form of save number `n`: the figures tell which save they came from. 2018 has no phosphate, calves' milk or
 * other production (year-rules.ts), so those stay empty.
 */
function formOf(n: number): Form {
  const hundredths = (n % 100) / 100;
  return {
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { kg: 1_000_000 + n, vet: 4 + hundredths, eiwit: 3 + hundredths, ureum: 20 + (n % 50), fosfor: null },
    totaalZelfZuivel: { kg: 1_000 + n, vet: 4.5, eiwit: 3.5, ureum: 11 + (n % 50), fosfor: null },
    melkGevoerdAanKalveren: null,
    totaalOverigeProductie: { kg: null },
  };
}

/** Runs the tasks with at most `width` of them under way at once; their results in task order. */
async function pooled<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/**
 * An access token of the year, renewed once it is a few seconds old: the test system's tokens live 8 s, and on a busy
 * machine 300 saves may take longer than that; an expired token would be this test's failure, not the API's.
 */
function freshAccess(session: string): () => Promise<string> {
  let current: { token: Promise<string>; at: number } | null = null;
  return () => {
    if (!current || Date.now() - current.at > 3_000) current = { token: accessToken(session, YEAR), at: Date.now() };
    return current.token;
  };
}

test('300 saves of one year, 50 at a time, then 200 parallel reads: the last save is stored whole', async () => {
  test.setTimeout(120_000);
  const access = freshAccess(await sessionToken(PARTICIPANT));
  const original = JSON.parse(await storedYear(await access())) as Record<string, unknown>;
  const save = async (form: Form) => api(SAVE, { token: await access(), json: { ...original, ...form } });
  try {
    const first = await pooled(Array.from({ length: 299 }, (_, n) => () => save(formOf(n))), 50);
    expect(first.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.message}`)).toEqual([]);
    const last = await save(formOf(299));
    expect(last.status).toBe(200);

    const token = await access();
    const reads = await Promise.all(Array.from({ length: 200 }, () => api(GET, { token })));
    expect(reads.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(reads.map((answer) => answer.text)).size).toBe(1);
    expect(new Set(reads.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(reads[0]!.headers.etag).toBe(last.headers.etag);
    const stored = JSON.parse(reads[0]!.text) as Record<string, unknown>;
    expect(stored).toMatchObject(formOf(299) as unknown as Record<string, unknown>);
    expect(stored.maanden).toEqual(original.maanden);
    expect(stored.totaal).toEqual(original.totaal);
    expect((await probe(`${API_URL}/health`)).status).toBe(200);
  } finally {
    await api(SAVE, { token: await access(), json: original });
  }
});
