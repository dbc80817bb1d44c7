import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface BuiltWindow {
  klwHostAdapter?: Record<string, unknown>;
  angular?: unknown;
}

describe('dist/host-adapter.js', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'host-adapter-'));
    execFileSync(process.execPath, [join(__dirname, '..', 'build.mjs'), '--out', out], { stdio: 'pipe' });
  });

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is a small classic script that sets window.klwHostAdapter', () => {
    const code = readFileSync(join(out, 'host-adapter.js'), 'utf8');
    expect(code.length).toBeLessThan(4000);
    expect(code).not.toMatch(/\b(import|export)\s/);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    delete (window as BuiltWindow).angular;
    // Indirect eval runs the file in global scope, as a script tag would.
    (0, eval)(code);

    const adapter = (window as BuiltWindow).klwHostAdapter;
    expect(Object.keys(adapter ?? {}).sort()).toEqual(['getSelectedKringloopwijzerId', 'getSelectedYear', 'reloadMenu']);
    expect(Object.isFrozen(adapter)).toBe(true);
    (adapter?.reloadMenu as () => void)();
    expect((adapter?.getSelectedYear as () => number | null)()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
