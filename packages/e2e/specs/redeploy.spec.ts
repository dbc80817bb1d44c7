import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { MilkDeliveryPage } from '../pages/milk-delivery.page';
import { fingerprint } from '../support/deployment';
import { signIn } from '../support/system';
import { participantYear } from '../support/years';

const root = path.resolve(__dirname, '../../..');
// The folder the page's files come from: nginx's deployment folder (KLW_DEPLOY_DIR, docs/DEPLOY.md's layout) when
// the spec runs against nginx, else the build folders the portal stand-in serves.
const deployDir = process.env.KLW_DEPLOY_DIR;
const melkDist = deployDir ? path.join(deployDir, 'melklevering') : path.join(root, 'packages/melklevering/dist');
const shellDist = deployDir ? path.join(deployDir, 'shell') : path.join(root, 'packages/shell/dist');

function buildMelklevering(outputDir: string, version: string): void {
  execFileSync(process.execPath, [path.join(root, 'packages/melklevering/node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(root, 'packages/melklevering'),
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

test.describe('deploying the milk remote alone', () => {
  const original = mkdtempSync(path.join(tmpdir(), 'klw-melk-original-'));

  test.beforeAll(() => {
    cpSync(melkDist, original, { recursive: true });
  });

  test.afterAll(() => {
    // Put the deployment back as it was for the other specs.
    rmSync(melkDist, { recursive: true, force: true });
    cpSync(original, melkDist, { recursive: true });
    // The copy took the temporary folder's 0700; a web server's worker (nginx) must read the folder again.
    chmodSync(melkDist, 0o755);
    rmSync(original, { recursive: true, force: true });
  });

  test('a new build copied into place is served on the next page load, the shell untouched', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signIn(context, /deelnemer|participant/i);
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    const milk = new MilkDeliveryPage(page);
    const klwId = await participantYear();

    await milk.openYear(klwId);
    await expect.poll(() => lines.find((l) => l.includes('Geladen: klw_melklevering'))).toContain('klw_melklevering 0.1.0');

    const shellBefore = fingerprint(shellDist);
    const version = `0.1.1-e2e.${Date.now()}`;
    const build = mkdtempSync(path.join(tmpdir(), 'klw-melk-build-'));
    buildMelklevering(build, version);
    deploy(build, melkDist);
    rmSync(build, { recursive: true, force: true });

    lines.length = 0;
    await page.reload();
    await expect(milk.heading).toBeVisible();
    await expect.poll(() => lines.find((l) => l.includes('Geladen: klw_melklevering'))).toContain(`klw_melklevering ${version}`);
    expect(fingerprint(shellDist)).toEqual(shellBefore);
  });
});
