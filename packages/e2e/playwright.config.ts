import { defineConfig } from '@playwright/test';

// Runs against the system that `node scripts/klw.mjs e2e` (the README's test command) has started:
// the portal on 5001 and the local API on 7056, in Debian's Chromium. With KLW_NGINX_URL set (the same script
// starts Debian's nginx with docs/deploy/nginx.conf), the deployment specs run against nginx instead.
const nginxUrl = process.env.KLW_NGINX_URL;
// The deployment specs: they change the deployment folder nginx serves (versions: its version folders and registry).
const NGINX_SPECS = /(redeploy|nginx|versions)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The list, then every test that passed only on a retry, by name (support/flaky-reporter.ts).
  reporter: [['list'], ['./support/flaky-reporter.ts']],
  projects: [
    nginxUrl ? { name: 'portal', testIgnore: NGINX_SPECS } : { name: 'portal', testIgnore: /nginx\.spec\.ts$/ },
    ...(nginxUrl ? [{ name: 'nginx', testMatch: NGINX_SPECS, use: { baseURL: nginxUrl } }] : []),
  ],
  use: {
    baseURL: process.env.KLW_PORTAL_URL ?? 'http://localhost:5001',
    headless: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.KLW_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
