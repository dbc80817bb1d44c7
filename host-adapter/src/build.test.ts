import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reloadMenu, signInAgainHref } from './index';

interface BuiltWindow {
  angular?: unknown;
}

describe('dist/host-adapter.js', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'host-adapter-'));
    execFileSync(process.execPath, [join(__dirname, '..', 'build.mjs'), '--out', out], { stdio: 'pipe' });
  });

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("is a small classic script that sets window.klwHostAdapter, which a screen's reloadMenu uses", () => {
    const code = readFileSync(join(out, 'host-adapter.js'), 'utf8');
    expect(code.length).toBeLessThan(4000);
    expect(code).not.toMatch(/\b(import|export)\s/);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    delete (window as BuiltWindow).angular;
    // Indirect eval runs the file in global scope, as a script tag would.
    (0, eval)(code);

    const adapter = window.klwHostAdapter;
    expect(Object.keys(adapter ?? {})).toEqual(['reloadMenu', 'signInAgainHref', 'yearChoiceText', 'onMenuChange', 'canSignInHere', 'signInHere']);
    expect(Object.isFrozen(adapter)).toBe(true);
    // What the milk screen calls after a save: the page's adapter answers, with docs/PRODUCT.md's warning, once.
    reloadMenu();
    reloadMenu();
    expect(warn.mock.calls).toEqual([['Angular is niet aanwezig; het menu wordt niet bijgewerkt.']]);
    // Without a menu there is no link to sign in again: the screen offers no button for it.
    expect(signInAgainHref()).toBeNull();
    delete window.klwHostAdapter;
  });
});
