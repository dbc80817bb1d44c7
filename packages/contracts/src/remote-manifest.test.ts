import { importedRemotes } from './remote-manifest';

describe('the remotes a manifest says its build imports', () => {
  it('are read from its remotes lines, each once with the modules it uses', () => {
    const milk = {
      remotes: [
        { federationContainerName: 'klw_auth', moduleName: 'session' },
        { federationContainerName: 'klw_auth', moduleName: 'client' },
        { federationContainerName: 'klw_auth', moduleName: 'client' },
        { federationContainerName: 'klw_voer' },
      ],
    };
    expect(importedRemotes(milk)).toEqual(
      new Map([
        ['klw_auth', ['session', 'client']],
        ['klw_voer', []],
      ]),
    );
  });

  it('are none for a manifest without remotes, and lines that name no remote are passed over', () => {
    expect(importedRemotes({})).toEqual(new Map());
    expect(importedRemotes(null)).toEqual(new Map());
    expect(importedRemotes({ remotes: 'klw_auth' })).toEqual(new Map());
    expect(importedRemotes({ remotes: [null, 7, { moduleName: 'client' }, { federationContainerName: '' }, { federationContainerName: 'klw_auth', moduleName: 3 }] })).toEqual(
      new Map([['klw_auth', []]]),
    );
  });
});
