import { findConflicts, planShares, providedExports, providedVersions, type RemoteManifest } from './index.mjs';

const platform = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0' };

describe('shared singleton compatibility', () => {
  it('accepts a remote on the same majors', () => {
    expect(findConflicts({ shared: [{ name: 'react', version: '19.0.0' }, { name: 'zustand', version: '5.0.2' }] }, platform)).toEqual([]);
  });

  it('names the package and both versions when a major differs', () => {
    const conflicts = findConflicts({ shared: [{ name: 'react', version: '18.3.1' }, { name: 'react-dom', version: '19.3.1' }] }, platform);
    expect(conflicts).toEqual([{ pkg: 'react', remoteVersion: '18.3.1', pageVersion: '19.3.1' }]);
  });

  it('refuses a remote built with another minor of the federation runtime the shell hands out', () => {
    const page = { ...platform, '@module-federation/enhanced': '2.9.2' };
    expect(findConflicts({ metaData: { pluginVersion: '2.9.7' } }, page)).toEqual([]);
    expect(findConflicts({ metaData: { pluginVersion: '2.10.0' } }, page)).toEqual([
      { pkg: '@module-federation/enhanced', remoteVersion: '2.10.0', pageVersion: '2.9.2' },
    ]);
    expect(findConflicts({ metaData: { pluginVersion: '3.9.2' } }, page)).toHaveLength(1);
  });

  it('refuses a remote built against a newer version than the page provides, or another minor of a 0.x kit', () => {
    const page = { ...platform, '@klw/forms': '0.1.0' };
    expect(findConflicts({ shared: [{ name: 'react', version: '19.4.0' }] }, page)).toEqual([{ pkg: 'react', remoteVersion: '19.4.0', pageVersion: '19.3.1' }]);
    expect(findConflicts({ shared: [{ name: '@klw/forms', version: '0.2.0' }] }, page)).toHaveLength(1);
    expect(findConflicts({ shared: [{ name: '@klw/forms', version: '0.1.0' }, { name: 'react', version: '19.3.0' }] }, page)).toEqual([]);
  });

  it('ignores packages the page does not share', () => {
    expect(findConflicts({ shared: [{ name: 'luxon', version: '2.0.0' }] }, platform)).toEqual([]);
  });
});

describe('the versions a shell provides, read from its build manifest', () => {
  it('are its shared libraries and its federation runtime, as the rule takes them', () => {
    const shell = { metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', version: '19.3.1' }, { name: '@klw/forms', version: '0.1.0' }] };
    expect(providedVersions(shell)).toEqual({ react: '19.3.1', '@klw/forms': '0.1.0', '@module-federation/enhanced': '2.9.2' });
    expect(findConflicts({ metaData: { pluginVersion: '2.10.0' }, shared: [{ name: 'react', version: '19.4.0' }] }, providedVersions(shell)).map((c) => c.pkg)).toEqual([
      '@module-federation/enhanced',
      'react',
    ]);
  });
});

describe('which copy of each shared library a remote runs on', () => {
  const page = {
    versions: { react: '19.3.1', '@fluentui/react-components': '9.74.11', valibot: '1.5.0', '@klw/ui': '0.1.0' },
    exports: { '@fluentui/react-components': ['Button', 'Field'], valibot: ['object', 'string'] },
  };
  const ownCopy = { assets: { js: { sync: ['754.a.js'] } } };
  const manifest = (usedExports: Record<string, string[]>, shared: RemoteManifest['shared']): RemoteManifest => ({ metaData: { usedExports }, shared });

  it("takes the shell's copy of everything when it has every export the remote uses", () => {
    const plan = planShares(manifest({ '@fluentui/react-components': ['Button'], valibot: ['object'] }, [
      { name: '@fluentui/react-components', version: '9.74.11', ...ownCopy },
      { name: 'valibot', version: '1.5.0', ...ownCopy },
      { name: 'react', version: '19.3.1', singleton: true },
    ]), page);
    expect(plan).toEqual({ conflicts: [], ownCopies: [] });
  });

  it("takes the remote's own copy of a library where the shell's lacks an export it uses, and only of that one", () => {
    const plan = planShares(manifest({ '@fluentui/react-components': ['Button', 'Rating'], valibot: ['object'] }, [
      { name: '@fluentui/react-components', version: '9.74.11', ...ownCopy },
      { name: 'valibot', version: '1.5.0', ...ownCopy },
    ]), page);
    expect(plan).toEqual({ conflicts: [], ownCopies: ['@fluentui/react-components'] });
  });

  it("takes the remote's own copy of a library built against another major than the shell provides", () => {
    const plan = planShares(manifest({}, [{ name: 'valibot', version: '2.0.0', ...ownCopy }]), page);
    expect(plan).toEqual({ conflicts: [], ownCopies: ['valibot'] });
  });

  it('refuses a remote that lacks its own copy of what the shell lacks, naming the missing exports', () => {
    const plan = planShares(manifest({ valibot: ['object', 'isoDate'] }, [{ name: 'valibot', version: '1.5.0' }]), page);
    expect(plan.conflicts).toEqual([{ pkg: 'valibot', remoteVersion: '1.5.0', pageVersion: '1.5.0', missing: ['isoDate'] }]);
    expect(plan.conflicts[0]?.missing).toEqual(['isoDate']);
  });

  it('never takes an own copy of a singleton: a remote on another major of React is refused', () => {
    const plan = planShares(manifest({}, [{ name: 'react', version: '18.3.1', singleton: true, ...ownCopy }]), page);
    expect(plan.ownCopies).toEqual([]);
    expect(plan.conflicts).toEqual([{ pkg: 'react', remoteVersion: '18.3.1', pageVersion: '19.3.1' }]);
  });

  it('takes the shell\'s copy for a remote built before its manifest named the exports it uses', () => {
    expect(planShares({ shared: [{ name: 'valibot', version: '1.5.0', ...ownCopy }] }, page)).toEqual({ conflicts: [], ownCopies: [] });
  });
});

describe("the deploy commands' check of a remote against a shell's manifest", () => {
  it('refuses a remote without its own copy that uses an export the shell lacks, and passes one that carries it', () => {
    const shell: RemoteManifest = { shared: [{ name: '@klw/ui', version: '0.1.0' }], metaData: { providedExports: { '@klw/ui': ['remoteRoot'] } } };
    const remote: RemoteManifest = { shared: [{ name: '@klw/ui', version: '0.1.0', singleton: true }], metaData: { usedExports: { '@klw/ui': ['remoteRoot', 'touchTarget'] } } };
    expect(findConflicts(remote, providedVersions(shell), providedExports(shell))).toEqual([{ pkg: '@klw/ui', remoteVersion: '0.1.0', pageVersion: '0.1.0', missing: ['touchTarget'] }]);
    expect(findConflicts(remote, providedVersions(shell), providedExports({}))).toEqual([]);
  });
});
