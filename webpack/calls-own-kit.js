// A screen's calls carry the kit's call helper themselves: its page-load module must not wait for the shell's copy
// of the kit, which needs React and Fluent UI (ADR 015, ADR 018). Used by webpack.shared.js for every screen with a
// page-load module.
const path = require('node:path');
const fs = require('node:fs');

const KIT = '@klw/forms';
// The kit's module that builds a screen's two calls (`yearCalls`): no React, no Fluent, no store.
const yearCalls = path.resolve(__dirname, '../packages/forms/src/api/year-calls.ts');
// A screen's calls live in a folder named `api` (ADR 005: each screen owns its calls); the page-load module imports
// them from there.
const callsFile = /[\\/]src[\\/](?:.+[\\/])?api[\\/][^\\/]+\.tsx?$/;

/**
 * Points the kit's import in a screen's calls at the kit's call module, before the request is matched against the
 * shared libraries (which match the request as written): the calls and the page-load module keep their own small
 * copy of it, and the rest of the screen takes the shell's kit.
 */
class CallsOwnKit {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    if (!fs.existsSync(yearCalls)) throw new Error(`webpack/calls-own-kit.js: ${yearCalls} is gone; say here where the kit's yearCalls is now`);
    compiler.hooks.normalModuleFactory.tap('CallsOwnKit', (factory) => {
      factory.hooks.beforeResolve.tap('CallsOwnKit', (data) => {
        if (data.request === KIT && callsFile.test(data.contextInfo.issuer ?? '')) data.request = yearCalls;
      });
    });
  }
}

function callsOwnKit() {
  return new CallsOwnKit();
}

module.exports = { callsOwnKit };
