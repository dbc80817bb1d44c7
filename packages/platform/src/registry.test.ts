import { deployedVersion, isAbsoluteUrl, parseCanaryBucket, parseRegistry, parseRegistryFile, registryHref, resolveRegistry, shellFiles } from './index.mjs';

describe('registry URLs as a page fetches them', () => {
  it.each([
    ['apps/auth/mf-manifest.json', '', '/apps/auth/mf-manifest.json'],
    ['apps/auth/mf-manifest.json', '/', '/apps/auth/mf-manifest.json'],
    ['apps/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', '/ZuivelNL.Klw.Web/apps/auth/mf-manifest.json'],
    ['/elders/mf-manifest.json', '/ZuivelNL.Klw.Web', '/elders/mf-manifest.json'],
    ['https://cdn.test/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', 'https://cdn.test/auth/mf-manifest.json'],
    ['//cdn.test/auth/mf-manifest.json', '/ZuivelNL.Klw.Web', '//cdn.test/auth/mf-manifest.json'],
  ])('%s under base %j is %s', (url, base, href) => {
    expect(registryHref(url, base)).toBe(href);
  });

  it.each([
    ['https://cdn.test/a.json', true],
    ['//cdn.test/a.json', true],
    ['/apps/a.json', false],
    ['apps/a.json', false],
    ['apps/a:b.json', false],
  ])('%s points at another host: %s', (url, absolute) => {
    expect(isAbsoluteUrl(url)).toBe(absolute);
  });
});

describe('the registry file and its lines', () => {
  const canaryLine = {
    manifest: 'apps/melklevering/0.1.0+aaaa1111/mf-manifest.json',
    canary: 'apps/melklevering/0.1.1+bbbb2222/mf-manifest.json',
    canaryPercent: 20,
  };

  it('reads a plain line and a line with a canary as written', () => {
    expect(parseRegistryFile({ klw_auth: ' apps/auth/mf-manifest.json ', klw_melklevering: canaryLine }, 'remotes.json')).toEqual({
      klw_auth: { manifest: 'apps/auth/mf-manifest.json' },
      klw_melklevering: canaryLine,
    });
  });

  it.each([
    ['a canary without its share', { manifest: 'a/mf-manifest.json', canary: 'b/mf-manifest.json' }],
    ['a share above 100', { ...canaryLine, canaryPercent: 101 }],
    ['a share that is no whole number', { ...canaryLine, canaryPercent: 12.5 }],
    ['a share written as text', { ...canaryLine, canaryPercent: '20' }],
    ['an unknown key', { manifest: 'a/mf-manifest.json', version: '1' }],
    ['no manifest', { canary: 'b/mf-manifest.json', canaryPercent: 5 }],
  ])('refuses %s, naming the line', (_, line) => {
    expect(() => parseRegistryFile({ klw_melklevering: line }, 'remotes.json')).toThrow("remotes.json: de regel 'klw_melklevering'");
  });

  it.each([
    [0, canaryLine.canary],
    [19, canaryLine.canary],
    [20, canaryLine.manifest],
    [99, canaryLine.manifest],
    [null, canaryLine.manifest],
  ])('bucket %s gets %s', (bucket, manifest) => {
    expect(parseRegistry({ klw_melklevering: canaryLine, klw_auth: 'apps/auth/mf-manifest.json' }, 'remotes.json', bucket)).toEqual({
      klw_melklevering: manifest,
      klw_auth: 'apps/auth/mf-manifest.json',
    });
  });

  it("picks the page's shell from the shell's line like a remote's, and leaves it out of the remotes the page loads", () => {
    const shellLine = { manifest: 'apps/shell/0.1.0+aaaa1111/mf-manifest.json', canary: 'apps/shell/0.1.1+bbbb2222/mf-manifest.json', canaryPercent: 10 };
    const value = { klw_shell: shellLine, klw_auth: 'apps/auth/mf-manifest.json' };
    expect(parseRegistry(value, 'remotes.json', 5)).toEqual({ klw_auth: 'apps/auth/mf-manifest.json' });
    expect(shellFiles(resolveRegistry(parseRegistryFile(value, 'r'), 5))).toEqual({
      manifest: shellLine.canary,
      script: 'apps/shell/0.1.1+bbbb2222/shell.js',
      routes: 'apps/shell/0.1.1+bbbb2222/routes.json',
    });
    expect(shellFiles(resolveRegistry(parseRegistryFile(value, 'r'), 50)).script).toBe('apps/shell/0.1.0+aaaa1111/shell.js');
    // A deployment whose shell is copied straight into its folder has no line for it.
    expect(shellFiles({ klw_auth: 'apps/auth/mf-manifest.json' })).toEqual({
      manifest: 'apps/shell/mf-manifest.json',
      script: 'apps/shell/shell.js',
      routes: 'apps/shell/routes.json',
    });
  });

  it('gives everyone the manifest at a share of 0 and everyone with a bucket the canary at 100', () => {
    const lines = parseRegistryFile({ klw_melklevering: { ...canaryLine, canaryPercent: 0 } }, 'r');
    expect(resolveRegistry(lines, 0).klw_melklevering).toBe(canaryLine.manifest);
    expect(resolveRegistry({ klw_melklevering: { ...canaryLine, canaryPercent: 100 } }, 99).klw_melklevering).toBe(canaryLine.canary);
  });

  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['100', null],
    ['-1', null],
    ['x', null],
    [null, null],
  ])('reads the canary cookie %j as bucket %s', (value, bucket) => {
    expect(parseCanaryBucket(value)).toBe(bucket);
  });

  it.each([
    ['apps/melklevering/0.1.0+3f9a1c2e/mf-manifest.json', '0.1.0+3f9a1c2e'],
    ['https://cdn.test/melklevering/0.2.0-rc.1+deadbeef/mf-manifest.json', '0.2.0-rc.1+deadbeef'],
    ['/apps/melklevering/0.1.0%2B3f9a1c2e/mf-manifest.json', '0.1.0+3f9a1c2e'],
    ['apps/melklevering/mf-manifest.json', null],
    ['apps/melklevering/0.1.0/mf-manifest.json', null],
  ])('the manifest %s lies in the version folder %s', (url, version) => {
    expect(deployedVersion(url)).toBe(version);
  });
});
