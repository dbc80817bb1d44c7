/**
 * webpack.shared.js and this folder reach into files of the federation packages that are not their public API
 * (ADR 004). Each reach is written for one version; an upgrade that moves a file or changes the version fails here
 * with a message that names the file, the package and the version it was written for, before a build or a page
 * breaks in a less readable way.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

interface Reach {
  what: string;
  package: string;
  files: string[];
}

// webpack.shared.js is the build's CommonJS config at the top level (the design card); it is read, not bundled.
const { FEDERATION_INTERNALS, installedVersion }: {
  FEDERATION_INTERNALS: { writtenFor: string; reaches: Reach[] };
  installedVersion: (pkg: string) => string;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
} = require('../../../../webpack.shared.js');

/** The version of `pkg` the reaching code resolves (the package holding `file`), read from its own package.json. */
function versionAt(pkg: string, file: string): string {
  let dir = path.dirname(realpathSync(file));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (json.name === pkg) return json.version ?? 'unknown';
    }
    dir = path.dirname(dir);
  }
  return 'not found';
}

describe.each(FEDERATION_INTERNALS.reaches.map((reach) => [reach.what, reach] as const))('%s', (_what, reach) => {
  const writtenFor = `written for ${reach.package} ${FEDERATION_INTERNALS.writtenFor}`;

  it.each(reach.files.map((file) => [path.relative(path.resolve(__dirname, '../../../..'), file), file] as const))('finds %s', (_shown, file) => {
    if (!existsSync(file)) {
      throw new Error(`${reach.what}: ${file} is gone (${writtenFor}). Check ADR 004 ("The way out") before upgrading.`);
    }
  });

  it(`runs on the version it was ${writtenFor}`, () => {
    const installed = versionAt(reach.package, reach.files[0] ?? '');
    if (installed !== FEDERATION_INTERNALS.writtenFor) {
      throw new Error(
        `${reach.what} was ${writtenFor}, but ${installed} is installed. Check that ${reach.files.join(', ')} ` +
          'still fit, then raise FEDERATION_INTERNALS.writtenFor in webpack.shared.js, or drop the reach as ADR 004 says.',
      );
    }
  });
});

it('the federation plugin itself is the version the reaches were written for', () => {
  expect(`@module-federation/enhanced ${installedVersion('@module-federation/enhanced')}`).toBe(
    `@module-federation/enhanced ${FEDERATION_INTERNALS.writtenFor}`,
  );
});
