import { findConflicts, providedVersions } from './index.mjs';

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
