import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENGINE_TOOLS, ensureDebianTools } from './debian.mjs';

/** Runs ensureDebianTools with console.error captured. */
function ensure(/** @type {Parameters<typeof ensureDebianTools>} */ ...args) {
  const errors = /** @type {string[]} */ ([]);
  const logged = /** @type {string[]} */ ([]);
  const original = console.error;
  console.error = (/** @type {string} */ line) => errors.push(line);
  try {
    const ok = ensureDebianTools(args[0], { log: (line) => logged.push(line), ...args[1] });
    return { ok, errors, logged };
  } finally {
    console.error = original;
  }
}

test('tools that are there: true, nothing installed, nothing said', () => {
  const result = ensure([{ path: process.execPath, pkg: 'nodejs' }], { purpose: 'the tests' });
  assert.deepEqual(result, { ok: true, errors: [], logged: [] });
});

test('a missing tool where nothing can be installed: false, and one line naming the package to install and why', () => {
  const tools = [
    { path: process.execPath, pkg: 'nodejs' },
    { path: '/nonexistent/klw-tool', pkg: 'klw-tool' },
    { path: '/nonexistent/klw-tool-2', pkg: 'klw-tool' },
  ];
  const result = ensure(tools, { purpose: 'the deployment tests', extras: ['klw-bonus'], canInstall: false });
  assert.equal(result.ok, false);
  assert.deepEqual(result.errors, [
    '[klw] klw-tool missing, needed for the deployment tests: install from Debian (sudo apt-get install -y klw-tool klw-bonus).',
  ]);
  assert.deepEqual(result.logged, []);
});

test("the other engines' programs come from Debian's packages, one apt-get line for all of them", () => {
  const tools = Object.values(ENGINE_TOOLS).map((tool) => ({ ...tool, path: `/nonexistent${tool.path}` }));
  const result = ensure(tools, { purpose: 'the journeys in Firefox and WebKit', canInstall: false });
  assert.deepEqual(result.errors, [
    '[klw] firefox-esr and webkit2gtk-driver and libwebkit2gtk-4.1-0 and xvfb missing, needed for the journeys in Firefox and WebKit: install from Debian (sudo apt-get install -y firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb).',
  ]);
});
