import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PortalPage } from '../pages/portal.page';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

const melkDist = path.resolve(__dirname, '../../melklevering/dist');

test('a remote built against another React major is refused with the Dutch panel, the page keeps working', async ({ page, context }) => {
  await signIn(context, /deelnemer|participant/i);
  // The milk remote as a team on React 18 would have published it: its manifest declares react 18.3.1.
  const manifest = JSON.parse(readFileSync(path.join(melkDist, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  for (const shared of manifest.shared) {
    if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
  }
  await page.route('**/apps/melklevering/mf-manifest.json', (route) => route.fulfill({ json: manifest }));

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const portal = new PortalPage(page);
  await portal.open(`/melklevering/Index/${await participantYear()}`);

  await expect(portal.failurePanel).toBeVisible();
  await portal.expectMenuGroups();
  const refusal = errors.find((e) => e.includes('klw_melklevering'));
  expect(refusal).toContain('react 18.3.1');
  expect(refusal).toContain('19.3.1');
  expect(pageErrors).toEqual([]);
});
