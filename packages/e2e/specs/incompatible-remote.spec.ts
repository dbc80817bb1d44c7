import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { replaceDeployedFile } from '../support/deployment';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

interface Manifest {
  metaData: { pluginVersion: string };
  shared: Array<{ name: string; version: string; requiredVersion: string }>;
}

const putBack: Array<() => void> = [];
test.afterEach(() => {
  for (const restore of putBack.splice(0)) restore();
});

/**
 * Deploys a remote's manifest as another team's build would have published it. The portal puts it into the page it
 * serves next (the shell requests no manifest), so the manifest is changed where it is deployed, not in transit.
 */
function publishAs(dist: 'melklevering' | 'auth', change: (manifest: Manifest) => void): void {
  const file = path.resolve(__dirname, `../../${dist}/dist/mf-manifest.json`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  change(manifest);
  putBack.push(replaceDeployedFile(file, JSON.stringify(manifest)));
}

const onReact18 = (manifest: Manifest) => {
  for (const shared of manifest.shared) {
    if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
  }
};

/** Opens the milk screen and returns the console errors once the Dutch panel shows; the page keeps working. */
async function openRefused(page: Page): Promise<string[]> {
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
  expect(pageErrors).toEqual([]);
  return errors;
}

test.beforeEach(async ({ context }) => {
  await signIn(context, /deelnemer|participant/i);
});

test('a remote built against another React major is refused with the Dutch panel, the page keeps working', async ({ page }) => {
  publishAs('melklevering', onReact18);
  const refusal = (await openRefused(page)).find((e) => e.includes('klw_melklevering'));
  expect(refusal).toContain('react 18.3.1');
  expect(refusal).toContain('19.3.1');
});

const onFederation299 = (manifest: Manifest) => {
  manifest.metaData.pluginVersion = '2.99.0';
};

test('a remote built with another minor of the federation runtime the shell hands out is refused', async ({ page }) => {
  publishAs('melklevering', onFederation299);
  const refusal = (await openRefused(page)).find((e) => e.includes('klw_melklevering is gebouwd'));
  expect(refusal).toMatch(/@module-federation\/enhanced 2\.99\.0 \(pagina: \d+\.\d+\.\d+\)/);
});

test('a remote the screen imports is checked too: klw_auth on another federation runtime is refused by name', async ({ page }) => {
  publishAs('auth', onFederation299);
  const refusal = (await openRefused(page)).find((e) => e.includes('klw_auth is gebouwd'));
  expect(refusal).toMatch(/@module-federation\/enhanced 2\.99\.0 \(pagina: \d+\.\d+\.\d+\)/);
});
