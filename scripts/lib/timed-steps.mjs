// Timed steps of a CI check (scripts/ci-scaffold-check.mjs): each command's time and outcome, its output shown only
// when it fails, and the table of timings at the end.
import { spawn, spawnSync } from 'node:child_process';

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * @param {string} label  the prefix of every line ('scaffold-check')
 * @param {string} cwd  where `task` runs its commands
 */
export function timedSteps(label, cwd) {
  /** @type {Array<{ name: string, ms: number, ok: boolean }>} */
  const timings = [];
  const started = Date.now();

  function report() {
    console.log(`\n[${label}] timings`);
    for (const { name, ms, ok } of timings) console.log(`  ${ok ? '  ' : '! '}${name.padEnd(46)} ${seconds(ms).padStart(8)}`);
    console.log(`  ${'total'.padEnd(48)} ${seconds(Date.now() - started).padStart(8)}`);
  }

  /**
   * @param {string} message
   * @returns {never}
   */
  function fail(message) {
    console.error(`\n[${label}] FAILED: ${message}`);
    report();
    process.exit(1);
  }

  /**
   * A step timed elsewhere that passed.
   * @param {string} name
   * @param {number} begin  its Date.now() at the start
   */
  function passed(name, begin) {
    timings.push({ name, ms: Date.now() - begin, ok: true });
  }

  /**
   * Runs one timed step; output is shown only when it fails (or with KLW_VERBOSE=1).
   * @param {string} name
   * @param {string} command
   * @param {string[]} commandArgs
   * @param {{ cwd?: string, allowFailure?: boolean, expectFailure?: boolean, env?: Record<string, string> }} [options]
   */
  function step(name, command, commandArgs, { cwd: stepCwd, allowFailure = false, expectFailure = false, env = {} } = {}) {
    const begin = Date.now();
    const verbose = process.env.KLW_VERBOSE === '1';
    const result = spawnSync(command, commandArgs, {
      cwd: stepCwd,
      encoding: 'utf8',
      stdio: verbose ? 'inherit' : 'pipe',
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
      shell: process.platform === 'win32',
    });
    const ms = Date.now() - begin;
    const ok = result.status === 0;
    const good = expectFailure ? !ok : ok;
    timings.push({ name, ms, ok: good });
    console.log(`[${label}] ${good ? 'ok  ' : 'FAIL'} ${name.padEnd(44)} ${seconds(ms).padStart(8)}`);
    if (!ok && !allowFailure && !expectFailure) {
      if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      // A command that is not there (pnpm off PATH when the check is run by hand) has no exit status to report.
      const outcome = result.error ? `could not be started (${result.error.message}; is it on PATH?)` : `exited with ${result.status ?? result.signal}`;
      fail(`${name}: \`${[command, ...commandArgs].join(' ')}\` ${outcome}`);
    }
    return { ok, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  }

  /**
   * Like step, but asynchronous, so independent checks run side by side; the output is kept for a failure.
   * @param {string} name
   * @param {string} command
   * @param {string[]} commandArgs
   * @param {NodeJS.ProcessEnv} [env]
   * @returns {Promise<{ name: string, ok: boolean, output: string }>}
   */
  function task(name, command, commandArgs, env = process.env) {
    const begin = Date.now();
    return new Promise((resolve) => {
      const child = spawn(command, commandArgs, {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        const ms = Date.now() - begin;
        const ok = code === 0;
        timings.push({ name, ms, ok });
        console.log(`[${label}] ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(44)} ${seconds(ms).padStart(8)}`);
        resolve({ name, ok, output });
      });
    });
  }

  return { step, task, fail, report, passed };
}
