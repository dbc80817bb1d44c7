/** @jest-environment node */
import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploymentFiles } from './deployment-cache';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'deployment-cache-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file last changed a minute ago: outside the window in which its time could hide a change. */
function settled(path: string, content: string): void {
  writeFileSync(path, content);
  const minuteAgo = Date.now() / 1000 - 60;
  utimesSync(path, minuteAgo, minuteAgo);
}

describe('deploymentFiles', () => {
  it('reads an unchanged file once and parses it once', async () => {
    const read = deploymentFiles();
    const file = join(dir, 'remotes.json');
    settled(file, '{"klw_auth":"apps/auth/mf-manifest.json"}');
    const first = await read(file);
    expect(first?.json).toEqual({ klw_auth: 'apps/auth/mf-manifest.json' });
    await expect(read(file)).resolves.toBe(first);
  });

  it('reads a file again once another is renamed into its place, however alike', async () => {
    const read = deploymentFiles();
    const file = join(dir, 'remotes.json');
    settled(file, '{"v":"a"}');
    await read(file);
    settled(`${file}.tmp`, '{"v":"b"}');
    renameSync(`${file}.tmp`, file);
    await expect(read(file)).resolves.toMatchObject({ json: { v: 'b' } });
  });

  it('reads a file changed in place again: by its size, or, changed within the last seconds, always', async () => {
    const read = deploymentFiles();
    const file = join(dir, 'routes.json');
    settled(file, '{"v":"a"}');
    await read(file);
    settled(file, '{"v":"ab"}');
    await expect(read(file)).resolves.toMatchObject({ json: { v: 'ab' } });

    const now = Math.floor(Date.now() / 1000);
    writeFileSync(file, '{"v":"cd"}');
    utimesSync(file, now, now);
    await read(file);
    writeFileSync(file, '{"v":"ef"}');
    utimesSync(file, now, now);
    await expect(read(file)).resolves.toMatchObject({ json: { v: 'ef' } });
  });

  it('says null for a missing file and a folder, and keeps text that is no JSON with the reason', async () => {
    const read = deploymentFiles();
    await expect(read(join(dir, 'nergens.json'))).resolves.toBeNull();
    await expect(read(dir)).resolves.toBeNull();
    const file = join(dir, 'kapot.json');
    settled(file, 'geen json');
    await expect(read(file)).resolves.toMatchObject({ text: 'geen json', json: undefined, jsonError: expect.stringContaining('JSON') });
    rmSync(file);
    await expect(read(file)).resolves.toBeNull();
  });
});
