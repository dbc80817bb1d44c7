import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DataSharingPage } from '../pages/data-sharing.page';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { fingerprint } from '../support/deployment';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

const root = path.resolve(__dirname, '../../..');
// The folder the page's files come from: nginx's deployment folder (KLW_DEPLOY_DIR, docs/DEPLOY.md's layout) when
// the spec runs against nginx, else the build folders the portal stand-in serves.
const deployDir = process.env.KLW_DEPLOY_DIR;
const deployed = (folder: string) => (deployDir ? path.join(deployDir, folder) : path.join(root, 'packages', folder, 'dist'));
const shellDist = deployed('shell');
const authDist = deployed('auth');

function buildRemote(folder: string, outputDir: string, version: string): void {
  execFileSync(process.execPath, [path.join(root, 'packages', folder, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(root, 'packages', folder),
    env: { ...process.env, KLW_OUTPUT_DIR: outputDir, KLW_BUILD_VERSION: version },
    stdio: 'pipe',
  });
}

/** Deploys a build as an operator would: hashed chunks first, entry and manifest last. */
function deploy(from: string, to: string): void {
  const last = new Set(['remoteEntry.js', 'mf-manifest.json']);
  for (const name of readdirSync(from).filter((n) => !last.has(n))) cpSync(path.join(from, name), path.join(to, name));
  for (const name of last) cpSync(path.join(from, name), path.join(to, name));
}

/** The screens deployed alone: each remote's folder, name, and how a farmer sees that it is on the page. */
const SCREENS = [
  {
    folder: 'melklevering',
    remote: 'klw_melklevering',
    show: async (page: Page) => {
      const milk = new MilkDeliveryPage(page);
      await milk.openYear(await participantYear());
      await expect(milk.heading).toBeVisible();
    },
  },
  {
    folder: 'gegevensdeling',
    remote: 'klw_gegevensdeling',
    show: async (page: Page) => {
      const sharing = new DataSharingPage(page);
      await sharing.openLoaded('/mandates');
      await expect(sharing.heading).toHaveText('Machtigingen');
    },
  },
] as const;

for (const { folder, remote, show } of SCREENS) {
  test.describe(`deploying ${remote} alone`, () => {
    const dist = deployed(folder);
    const original = mkdtempSync(path.join(tmpdir(), `klw-${folder}-original-`));

    test.beforeAll(() => {
      cpSync(dist, original, { recursive: true });
    });

    test.afterAll(() => {
      // Put the deployment back as it was for the other specs.
      rmSync(dist, { recursive: true, force: true });
      cpSync(original, dist, { recursive: true });
      // The copy took the temporary folder's 0700; a web server's worker (nginx) must read the folder again.
      chmodSync(dist, 0o755);
      rmSync(original, { recursive: true, force: true });
    });

    test("a new build copied into place is served on the next page load, the shell's and klw_auth's files untouched", async ({ page, context }) => {
      test.setTimeout(180_000);
      await signIn(context, /deelnemer|participant/i);
      const lines: string[] = [];
      page.on('console', (message) => lines.push(message.text()));
      const loaded = () => lines.find((l) => l.includes(`Geladen: ${remote}`));

      await show(page);
      await expect.poll(loaded).toContain(`${remote} 0.1.0`);

      const before = { shell: fingerprint(shellDist), auth: fingerprint(authDist) };
      const version = `0.1.1-e2e.${Date.now()}`;
      const build = mkdtempSync(path.join(tmpdir(), `klw-${folder}-build-`));
      buildRemote(folder, build, version);
      deploy(build, dist);
      rmSync(build, { recursive: true, force: true });

      lines.length = 0;
      await page.reload();
      await show(page);
      await expect.poll(loaded).toContain(`${remote} ${version}`);
      expect({ shell: fingerprint(shellDist), auth: fingerprint(authDist) }).toEqual(before);
    });
  });
}
