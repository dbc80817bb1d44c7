// `node --test scripts/lib/timed-steps.test.mjs`: what a failed step of a CI check says.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const timedSteps = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'timed-steps.mjs')).href;

/**
 * Runs one step in a process of its own (a failed step ends its process); returns what that process said.
 * @param {string} command
 * @param {string[]} args
 */
function runStep(command, args) {
  const script = `import { timedSteps } from ${JSON.stringify(timedSteps)};
timedSteps('check', process.cwd()).step('the step', ${JSON.stringify(command)}, ${JSON.stringify(args)});`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('a failed step', () => {
  it('names a command that could not be started, instead of an exit status it does not have', () => {
    const result = runStep('klw-no-such-command', []);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /FAILED: the step: `klw-no-such-command` could not be started \(.*ENOENT.*; is it on PATH\?\)/);
  });

  it('gives the exit status of a command that ran and failed', () => {
    const result = runStep(process.execPath, ['-e', 'process.exit(3)']);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /FAILED: the step: .* exited with 3/);
  });
});
