import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { PortalPage } from '../pages/portal.page';
import { fingerprint } from '../support/deployment';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

// Issue 11's proof, run by `node scripts/ci-scaffold-check.mjs --e2e` against a running portal whose deployment
// folder (KLW_APPS_DIR) holds the shell, klw_auth and the milk screen, and a screen just scaffolded and built on
// its own (KLW_PROOF_NEW_DIST). A migrated screen is its folder and its registry line: no other deployment changes.

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this spec runs from scripts/ci-scaffold-check.mjs --e2e`);
  return value;
}

const appsDir = setting('KLW_PROOF_APPS_DIR');
const newDist = setting('KLW_PROOF_NEW_DIST');
const remote = setting('KLW_PROOF_REMOTE');
const folder = setting('KLW_PROOF_FOLDER');
const route = setting('KLW_PROOF_ROUTE');
const title = setting('KLW_PROOF_TITLE');
const registryFile = path.join(appsDir, 'remotes.json');

test('a new screen is deployed by copying its folder and adding its registry line, and removed by taking the line out', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, /deelnemer|participant/i);
  const portal = new PortalPage(page);
  const year = await participantYear();
  const url = route.replace('{klwId}', String(year));
  const original = readFileSync(registryFile, 'utf8');
  const before = { shell: fingerprint(path.join(appsDir, 'shell')), auth: fingerprint(path.join(appsDir, 'auth')) };

  await test.step('before: the route is the portal\'s own page', async () => {
    await portal.open(url);
    await expect(portal.legacyContent).toBeVisible();
    await expect(portal.mountPoint.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  await test.step('deploy: copy the built folder into place, then add the registry line', async () => {
    cpSync(newDist, path.join(appsDir, folder), { recursive: true });
    const registry = JSON.parse(original) as Record<string, string>;
    writeFileSync(registryFile, `${JSON.stringify({ ...registry, [remote]: `apps/${folder}/mf-manifest.json` }, null, 2)}\n`);
  });

  await test.step('the next page load mounts the new screen inside the legacy menu', async () => {
    await portal.open(url);
    await expect(portal.mountPoint.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - Kringloopwijzer`);
    await expect(portal.legacyContent).toHaveCount(0);
    await expect(portal.failurePanel).toBeHidden();
    await portal.expectMenuGroups();
  });

  await test.step('the milk screen still works', async () => {
    await portal.open(`/melklevering/Index/${year}`);
    await expect(portal.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(portal.mountPoint.getByRole('heading', { name: 'Handmatige melkleveringen' })).toBeVisible();
  });

  await test.step("the shell's and klw_auth's deployed files are byte-identical", () => {
    expect(fingerprint(path.join(appsDir, 'shell'))).toEqual(before.shell);
    expect(fingerprint(path.join(appsDir, 'auth'))).toEqual(before.auth);
  });

  await test.step('without its registry line the route is the portal\'s own page again', async () => {
    writeFileSync(registryFile, original);
    await portal.open(url);
    await expect(portal.legacyContent).toBeVisible();
    await expect(portal.mountPoint.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
