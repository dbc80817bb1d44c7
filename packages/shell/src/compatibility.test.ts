import { findConflicts } from '@klw/platform';
import { compatibleManifest, IncompatibleRemoteError, ownCopiesOf, type RemoteManifest } from './compatibility';

describe('a refused remote', () => {
  it('names the package and both versions in Dutch', () => {
    const conflicts = findConflicts({ shared: [{ name: 'react', version: '18.3.1' }] }, { react: '19.3.1' });
    expect(new IncompatibleRemoteError('klw_x', conflicts).message).toBe(
      'klw_x is gebouwd tegen een niet passende versie van gedeelde pakketten: react 18.3.1 (pagina: 19.3.1). Het onderdeel wordt niet geladen.',
    );
  });

  it('names the exports the page lacks', () => {
    const conflicts = findConflicts({ shared: [{ name: 'valibot', version: '1.5.0' }], metaData: { usedExports: { valibot: ['isoDate', 'object'] } } }, { valibot: '1.5.0' }, { valibot: ['object'] });
    expect(new IncompatibleRemoteError('klw_x', conflicts).message).toContain('valibot 1.5.0 (pagina: 1.5.0, mist isoDate)');
  });
});

describe('a checked remote', () => {
  const page = { versions: { valibot: '1.5.0' }, exports: { valibot: ['object'] } };
  const manifest = (used: string[]): RemoteManifest => ({
    shared: [{ name: 'valibot', version: '1.5.0', assets: { js: { sync: ['977.a.js'] } } }],
    metaData: { usedExports: { valibot: used } },
  });
  const manifests = (value: RemoteManifest) => ({ get: () => Promise.resolve(value) });

  it('is noted to take its own copy of a library whose copy in the shell lacks what it uses, for its registry plugin', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await compatibleManifest('klw_x', 'x', manifests(manifest(['isoDate', 'object'])), page);
    expect(ownCopiesOf('klw_x')).toEqual(['valibot']);
    expect(globalThis.__KLW_OWN_COPIES__?.klw_x).toEqual(['valibot']);
    // Checked again (a retry, a later deployment) with what the shell has: the shell's copy again.
    await compatibleManifest('klw_x', 'x', manifests(manifest(['object'])), page);
    expect(ownCopiesOf('klw_x')).toEqual([]);
  });
});
