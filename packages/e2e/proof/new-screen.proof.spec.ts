import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { FormPage } from '../pages/form.page';
import { PortalPage } from '../pages/portal.page';
import { fingerprint } from '../support/deployment';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

// The migration's proof (docs/MIGRATION.md), run by `node scripts/ci-scaffold-check.mjs --e2e` against a running portal whose deployment
// folder (KLW_APPS_DIR) holds the shell, klw_auth and the milk screen, and a screen just scaffolded and built on
// its own (KLW_PROOF_NEW_DIST). A migrated screen is its folder and its registry line: no other deployment changes.
// The local API serves the new screen from its declaration (its src/declaration.ts, named in its package.json) with no code of its own: a farmer
// types a number and a row, saves and sees them again after a reload, meets the 412 choice, and gets a draft back.

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
  browser,
}) => {
  test.setTimeout(180_000);
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

  await test.step("what it imports that the shell lacks (a Fluent UI component, a valibot function, a luxon class) works, in Fluent's theme", async () => {
    const badge = portal.mountPoint.getByTestId('imported-alone');
    await expect(badge).toHaveText('datum geldig, 364 dagen');
    // Styled by Fluent's renderer with the page's style nonce: the page's policy refuses a style element without it.
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  const aantal = (form: FormPage) => form.mountPoint.getByRole('spinbutton', { name: /^Aantal/ });
  const regel = (form: FormPage) => form.mountPoint.getByRole('group', { name: 'Regel 1', exact: true });
  const form = new FormPage(page);

  await test.step('a farmer types a number and a row, saves, and sees them again after a reload', async () => {
    await form.typeInto(aantal(form), '12');
    await form.mountPoint.getByRole('button', { name: 'Regel toevoegen' }).click();
    await form.typeInto(regel(form).getByRole('textbox', { name: /^Omschrijving/ }), 'Bietenpulp');
    await form.typeInto(regel(form).getByRole('spinbutton', { name: /^Hoeveelheid/ }), '1.250,5');
    await form.save();
    await expect(form.toast('Succesvol opgeslagen')).toBeVisible();
    await page.reload();
    await expect(aantal(form)).toHaveValue('12');
    await expect(regel(form).getByRole('textbox', { name: /^Omschrijving/ })).toHaveValue('Bietenpulp');
    await expect(regel(form).getByRole('spinbutton', { name: /^Hoeveelheid/ })).toHaveValue('1.250,5');
  });

  await test.step('a second session saved first: the 412 offers the choice and keeps the typing', async () => {
    const otherContext = await browser.newContext();
    try {
      await signIn(otherContext, /deelnemer|participant/i);
      const other = new FormPage(await otherContext.newPage());
      await other.open(url);
      await other.typeInto(aantal(other), '13');
      await other.save();
      await expect(other.toast('Succesvol opgeslagen')).toBeVisible();
    } finally {
      await otherContext.close();
    }
    await form.typeInto(aantal(form), '14');
    await form.save();
    const conflict = form.notice('Intussen opgeslagen');
    await expect(conflict).toContainText('Deze gegevens zijn intussen opgeslagen, misschien in een ander venster.');
    await expect(aantal(form)).toHaveValue('14');
    await conflict.getByRole('button', { name: 'Mijn invoer toch opslaan' }).click();
    await expect(form.toast('Succesvol opgeslagen')).toBeVisible();
  });

  // The page the last steps go on: the draft's step closes the first one, as a farmer closes a tab.
  let current: FormPage = form;
  await test.step('typing left unsaved is offered back as a draft on the next page', async () => {
    await form.typeInto(aantal(form), '15');
    current = new FormPage(await context.newPage());
    await page.close({ runBeforeUnload: false });
    await current.open(url);
    await expect(current.draftOffer).toBeVisible();
    await current.mountPoint.getByRole('button', { name: 'Terugzetten' }).click();
    await expect(aantal(current)).toHaveValue('15');
    await current.save();
    await expect(current.toast('Succesvol opgeslagen')).toBeVisible();
  });

  await test.step('the milk screen still works', async () => {
    await current.open(`/melklevering/Index/${year}`);
    await expect(current.mountPoint.getByRole('heading', { name: 'Melklevering', level: 1 })).toBeVisible();
    await expect(current.mountPoint.getByRole('heading', { name: 'Handmatige melkleveringen' })).toBeVisible();
  });

  await test.step("the shell's and klw_auth's deployed files are byte-identical", () => {
    expect(fingerprint(path.join(appsDir, 'shell'))).toEqual(before.shell);
    expect(fingerprint(path.join(appsDir, 'auth'))).toEqual(before.auth);
  });

  await test.step('without its registry line the route is the portal\'s own page again', async () => {
    writeFileSync(registryFile, original);
    await current.open(url);
    await expect(current.legacyContent).toBeVisible();
    await expect(current.mountPoint.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
