import { request } from 'node:http';
import { API_URL } from './system';

// Calls made from outside the browser, as an attacker with curl would make them.

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The JSON answer's message, when there is one. */
  message: string | undefined;
}

/** A raw HTTP request: the Host header and the body go out exactly as given. */
export function probe(url: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let message: string | undefined;
        try {
          message = (JSON.parse(text) as { message?: string }).message;
        } catch {
          message = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, message });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export function api(route: string, init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['Content-Type'] ??= 'application/json';
  }
  return probe(`${API_URL}${route}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, ...(body === undefined ? {} : { body }) });
}

/** The sign-in's session token of a demo user (what the portal puts in the cookie). */
export async function sessionToken(userId: number): Promise<string> {
  const answer = await api('/Demo/SignIn', { json: { userId } });
  if (answer.status !== 200) throw new Error(`POST /Demo/SignIn answered ${answer.status}`);
  return (JSON.parse(answer.text) as { access_token: string }).access_token;
}

/** An access token for a year, as the front end gets it from RefreshToken with the session token. */
export async function accessToken(session: string, klwId: number): Promise<string> {
  const answer = await api('/Menu/RefreshToken', { token: session, json: { selectedKringloopwijzerId: klwId } });
  if (answer.status !== 200) throw new Error(`POST /Menu/RefreshToken answered ${answer.status}`);
  return (JSON.parse(answer.text) as { access_token: string }).access_token;
}

/** The stored milk data of the token's year, as text: a refusal must leave it byte for byte. */
export async function storedYear(access: string): Promise<string> {
  const answer = await api('/MelkLevering/GetMelkLeveringGegevens', { token: access });
  if (answer.status !== 200) throw new Error(`GET /MelkLevering/GetMelkLeveringGegevens answered ${answer.status}`);
  return answer.text;
}
