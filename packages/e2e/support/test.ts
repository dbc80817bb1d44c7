import { expect, test as base } from '@playwright/test';

export { expect };
export type { Page, Locator, BrowserContext } from '@playwright/test';

/** What a page of the context reported through `securitypolicyviolation`, one line per violation. */
export interface CspWatch {
  violations: string[];
}

// Every spec imports `test` from here: a Content-Security-Policy violation in any page of the test's context
// fails the test, so a change that needs an inline script, eval or a foreign origin shows up at once.
export const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ context }, use) => {
      const watch: CspWatch = { violations: [] };
      await context.exposeBinding('__klwCspViolation', (_source, line: string) => {
        watch.violations.push(line);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __klwCspViolation?: (line: string) => void }).__klwCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}` +
              (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '') +
              (event.sample ? ` sample: ${event.sample}` : ''),
          );
        });
      });
      await use(watch);
      expect(watch.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
