import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseAccessLog, registryDeployments, renderSiteConf } from './nginx.mjs';

const params = { listen: '127.0.0.1:8080', appsRoot: '/srv/klw/apps', portal: '127.0.0.1:5001' };

test('the documented configuration gets its port, deployment folder and portal', () => {
  const conf = renderSiteConf({ ...params, brotli: true });
  assert.match(conf, /^\s*listen 127\.0\.0\.1:8080;$/m);
  assert.match(conf, /^\s*alias \/srv\/klw\/apps\/\$rest;$/m);
  assert.match(conf, /^\s*server 127\.0\.0\.1:5001;$/m);
  assert.match(conf, /^brotli on;/m);
  // Only the comments still name the parameters.
  for (const line of conf.split('\n').filter((l) => /\{\{/.test(l))) assert.match(line, /^\s*#/);
});

test('without the brotli module, the brotli lines are left out and gzip stays', () => {
  const conf = renderSiteConf({ ...params, brotli: false });
  assert.doesNotMatch(conf, /^brotli/m);
  assert.match(conf, /^gzip on;$/m);
});

test('a parameter the script does not know stops the rendering', () => {
  assert.throws(() => renderSiteConf({ ...params, brotli: false }, 'root {{root}};\n'), /unknown parameter \{\{root\}\}/);
});

test('the access log gives status, bytes as sent and path per request', () => {
  const log = '200 2411 2080 "br" GET /apps/shell/shell.js\n304 254 0 "-" GET /apps/remotes.json?x=1\nnot a line\n';
  assert.deepEqual(parseAccessLog(log), [
    { status: 200, bytesSent: 2411, bodyBytes: 2080, encoding: 'br', method: 'GET', path: '/apps/shell/shell.js' },
    { status: 304, bytesSent: 254, bodyBytes: 0, encoding: '', method: 'GET', path: '/apps/remotes.json' },
  ]);
});

test('the deployment folder holds the shell, the host adapter and every remote the registry names, from its build folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'klw-registry-'));
  const registry = path.join(dir, 'remotes.json');
  writeFileSync(registry, JSON.stringify({ klw_auth: 'apps/auth/mf-manifest.json', klw_voer_overig: 'apps/voer-overig/mf-manifest.json' }));
  try {
    assert.deepEqual(registryDeployments(registry), {
      shell: 'packages/shell/dist',
      auth: 'packages/auth/dist',
      'voer-overig': 'packages/voer-overig/dist',
      'host-adapter': 'host-adapter/dist',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
