import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The migration proof (proof/), run only by scripts/ci-scaffold-check.mjs --e2e, which deploys a scaffolded screen.
export default defineConfig({ ...base, testDir: './proof', retries: 0 });
