import { findConflicts } from '@klw/platform';
import { IncompatibleRemoteError } from './compatibility';

describe('a refused remote', () => {
  it('names the package and both versions in Dutch', () => {
    const conflicts = findConflicts({ shared: [{ name: 'react', version: '18.3.1' }] }, { react: '19.3.1' });
    expect(new IncompatibleRemoteError('klw_x', conflicts).message).toBe(
      'klw_x is gebouwd tegen een niet passende versie van gedeelde pakketten: react 18.3.1 (pagina: 19.3.1). Het onderdeel wordt niet geladen.',
    );
  });
});
