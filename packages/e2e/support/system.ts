import type { BrowserContext } from '@playwright/test';
import { ACCESS_TOKEN_COOKIE, LOCAL_API_BASE_URL, LOCAL_DEVELOPMENT_BASE_URL, LOCAL_FRONT_END_BASE_URL } from '@klw/platform';

export const API_URL = process.env.KLW_API_URL ?? LOCAL_API_BASE_URL;
export const PORTAL_URL = process.env.KLW_PORTAL_URL ?? LOCAL_FRONT_END_BASE_URL;

export interface DemoUser {
  id: number;
  naam: string;
  rol: string;
}

/** Where a spec's system runs: the shared one by default, or a spec's own (support/own-system.ts). */
export interface SystemUrls {
  apiUrl: string;
  portalUrl: string;
}

const SHARED: SystemUrls = { apiUrl: API_URL, portalUrl: PORTAL_URL };

async function demoUsers(system: SystemUrls = SHARED): Promise<DemoUser[]> {
  const response = await fetch(`${system.apiUrl}/Demo/Users`);
  if (!response.ok) throw new Error(`GET /Demo/Users answered ${response.status}`);
  return (await response.json()) as DemoUser[];
}

/** Signs in as the first demo user whose role matches, as the portal's demo sign-in does: the cookie. */
export async function signIn(context: BrowserContext, role: RegExp, system: SystemUrls = SHARED): Promise<DemoUser> {
  const user = (await demoUsers(system)).find((u) => role.test(u.rol));
  if (!user) throw new Error(`no demo user with a role matching ${role}`);
  const response = await fetch(`${system.apiUrl}/Demo/SignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: user.id }),
  });
  if (!response.ok) throw new Error(`POST /Demo/SignIn answered ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await context.addCookies([{ name: ACCESS_TOKEN_COOKIE, value: token, url: system.portalUrl }]);
  if (system === SHARED) await context.addCookies([{ name: ACCESS_TOKEN_COOKIE, value: token, url: LOCAL_DEVELOPMENT_BASE_URL }]);
  return user;
}
