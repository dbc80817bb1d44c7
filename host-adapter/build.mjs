// Builds dist/host-adapter.js: the page's one copy of the adapter (src/menu.ts), a small classic script that sets
// window.klwHostAdapter, for the portal page to load with a script tag. Screens reach it through src/index.ts.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import swc from '@swc/core';

const root = dirname(fileURLToPath(import.meta.url));
// `node build.mjs --out <dir>` writes elsewhere (the build test and the benchmark use another folder).
let options;
try {
  options = parseArgs({ options: { out: { type: 'string', default: join(root, 'dist') } } }).values;
} catch (error) {
  console.error(`host-adapter build: ${error.message.split('. ')[0]}. Usage: node build.mjs [--out <folder>]`);
  process.exit(2);
}
const dist = options.out;

const compiled = await swc.transformFile(join(root, 'src/menu.ts'), {
  swcrc: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2017' },
  module: { type: 'commonjs', strict: true },
});

// menu.ts imports types only, so the CommonJS output needs nothing but an exports object.
const iife = `(function () {
  var module = { exports: {} };
  (function (module, exports) {
${compiled.code}
  })(module, module.exports);
  window.klwHostAdapter = module.exports.menuAdapter;
})();
`;

const minified = await swc.minify(iife, { compress: true, mangle: true, ecma: 2017 });
if (/\brequire\(/.test(minified.code)) throw new Error('host-adapter.js must not require anything at run time');

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
await writeFile(join(dist, 'host-adapter.js'), minified.code);
console.log(`host-adapter: ${join(dist, 'host-adapter.js')} (${minified.code.length} bytes)`);
