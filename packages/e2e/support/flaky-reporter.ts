// Names every test that passed only on a retry, at the end of the run and in logs/flaky.txt (scripts/lib/end-to-end.mjs
// prints that file again as the run's last lines). CI retries a failed test once, so that one stumble of a shared
// machine does not fail a submission; but a retry that passes must never hide a test that is a coin toss: each is a
// race or a bound a loaded machine breaks, to be explained and fixed, and so it is printed by name with what failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the list is written: beside the servers' log, outside test-results/ (which Playwright empties). */
const FLAKY_FILE = path.resolve(__dirname, '..', 'logs', 'flaky.txt');

export default class FlakyReporter implements Reporter {
  /** Each test that failed a try, with the first line of that try's first error. */
  private readonly stumbled = new Map<TestCase, string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || this.stumbled.has(test)) return;
    const error = result.errors[0]?.message ?? result.error?.message ?? result.status;
    // Without the terminal's colours, its first three lines on one (the matcher, what was expected and received).
    const lines = stripVTControlCharacters(error).split('\n').map((line) => line.trim()).filter(Boolean);
    this.stumbled.set(test, `try ${result.retry + 1}: ${lines.slice(0, 3).join(' | ').slice(0, 400)}`);
  }

  onEnd(): void {
    const flaky = [...this.stumbled].filter(([test]) => test.outcome() === 'flaky');
    const lines = flaky.map(([test, why]) => {
      const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
      return `  ${test.titlePath().filter(Boolean).join(' › ')} (${where})\n      ${why}`;
    });
    const text =
      flaky.length === 0
        ? ''
        : `[klw] FLAKY: ${flaky.length} test${flaky.length === 1 ? '' : 's'} failed a try and passed on a retry; each is a bug to explain and fix:\n${lines.join('\n')}\n`;
    mkdirSync(path.dirname(FLAKY_FILE), { recursive: true });
    writeFileSync(FLAKY_FILE, text);
    if (text) process.stdout.write(`\n${text}`);
    else process.stdout.write('\n[klw] flaky: none (no test needed a retry)\n');
  }

  printsToStdio(): boolean {
    return false;
  }
}
