/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploymentOf } from './deployment';

describe("a deployment folder's route table", () => {
  let appsDir = '';
  beforeEach(() => {
    appsDir = mkdtempSync(join(tmpdir(), 'portal-deployment-'));
  });
  afterEach(() => rmSync(appsDir, { recursive: true, force: true }));

  const registry = (value: unknown) => writeFileSync(join(appsDir, 'remotes.json'), JSON.stringify(value));

  it("is the promoted shell version's, read anew after a promotion; the shell's folder's without a line", () => {
    mkdirSync(join(appsDir, 'shell'), { recursive: true });
    const deployment = deploymentOf({ appsDir }, {});
    registry({ klw_auth: 'apps/auth/mf-manifest.json' });
    expect(deployment.routesFile).toBe(join(appsDir, 'shell', 'routes.json'));
    registry({ klw_shell: { manifest: 'apps/shell/0.1.0+aaaa1111/mf-manifest.json', canary: 'apps/shell/0.1.1+bbbb2222/mf-manifest.json', canaryPercent: 50 } });
    expect(deployment.routesFile).toBe(join(appsDir, 'shell', '0.1.0+aaaa1111', 'routes.json'));
    registry({ klw_shell: 'apps/shell/0.1.1+bbbb2222/mf-manifest.json' });
    expect(deployment.routesFile).toBe(join(appsDir, 'shell', '0.1.1+bbbb2222', 'routes.json'));
    writeFileSync(join(appsDir, 'remotes.json'), '{ kapot');
    expect(deployment.routesFile).toBe(join(appsDir, 'shell', 'routes.json'));
  });
});
