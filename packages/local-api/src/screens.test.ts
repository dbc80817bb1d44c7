/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { declaredScreens } from './screens';

// A screen is found by its package.json alone ("klw": { "declaration", "demoData" }): no list of screens, no name.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'klw-screens-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A package folder with its package.json and files (CommonJS, so the test needs no compiler for them). */
function writePackage(folder: string, pkg: object, files: Record<string, string> = {}): void {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, 'package.json'), JSON.stringify(pkg));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, folder, file), text);
}

const contract = (screen: string): string =>
  `{ screen: '${screen}', calls: {}, dataSchema: {}, isDone: () => true }`;

describe('declaredScreens', () => {
  it('serves each package that names its declaration, with its demo data, and no other package', () => {
    writePackage('proef', { name: '@klw/proef', klw: { declaration: './declaration.js', demoData: './demo-data.js' } }, {
      'declaration.js': `exports.PROEF = ${contract('proef')}; exports.LIMIT = 5;`,
      'demo-data.js': 'exports.demoData = (year) => ({ aantal: year.klwId });',
    });
    writePackage('zonder-demo', { name: '@klw/zonder-demo', klw: { declaration: './declaration.js' } }, {
      'declaration.js': `exports.ZONDER = ${contract('zonder-demo')};`,
    });
    writePackage('ui', { name: '@klw/ui' });
    writeFileSync(path.join(dir, 'README.md'), 'not a package');
    const screens = declaredScreens(dir);
    expect(screens.map(({ contract: { screen } }) => screen)).toEqual(['proef', 'zonder-demo']);
    expect(screens[0]?.demoData?.({ klwId: 1023, jaar: 2023 })).toEqual({ aantal: 1023 });
    expect(screens[1]?.demoData).toBeUndefined();
  });

  it('refuses a declaration that exports no screen', () => {
    writePackage('leeg', { name: '@klw/leeg', klw: { declaration: './declaration.js' } }, { 'declaration.js': 'exports.X = 1;' });
    expect(() => declaredScreens(dir)).toThrow('@klw/leeg: its declaration (./declaration.js) must export one screen (declareScreen), found 0');
  });

  it('refuses a declaration that exports two screens', () => {
    writePackage('twee', { name: '@klw/twee', klw: { declaration: './declaration.js' } }, {
      'declaration.js': `exports.A = ${contract('a')}; exports.B = ${contract('b')};`,
    });
    expect(() => declaredScreens(dir)).toThrow('@klw/twee: its declaration (./declaration.js) must export one screen (declareScreen), found 2');
  });

  it('refuses two packages that declare the same screen', () => {
    for (const folder of ['eerste', 'tweede']) {
      writePackage(folder, { name: `@klw/${folder}`, klw: { declaration: './declaration.js' } }, { 'declaration.js': `exports.S = ${contract('zelfde')};` });
    }
    expect(() => declaredScreens(dir)).toThrow("@klw/tweede: a second screen 'zelfde'");
  });
});
