// @ts-check
// @klw/platform: what the build, the portal stand-in and the shell share (README.md says why each file is here).
// Plain JavaScript, so the scripts and webpack configs run it with plain node. The CSP and security headers are not
// here: they are server code (content-security-policy.js, CommonJS for the webpack configs), the package's second
// entry '@klw/platform/content-security-policy' (package.json `exports`).
export * from './cookie.mjs';
export * from './generated-data.mjs';
export * from './local-system.mjs';
export * from './load-retry.mjs';
export * from './otlp-logs.mjs';
export * from './page-config.mjs';
export * from './parse-route-declaration.mjs';
export * from './registry.mjs';
export * from './remote-files.mjs';
export * from './route-declarations.mjs';
export * from './route-rules.mjs';
export * from './shared-compatibility.mjs';
export * from './telemetry-vocabulary.mjs';
export * from './trusted-hosts.mjs';
