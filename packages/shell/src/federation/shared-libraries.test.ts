import { loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '../compatibility';
import { loadSharedLibraries } from './shared-libraries';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn() }));

// The shell's build defines which of its files holds each library from this table (webpack.config.js).
const { SHARED } = jest.requireActual<{ SHARED: Record<string, { chunk: string }> }>('../../../../webpack/shared-table.js');
(globalThis as unknown as { __KLW_SHARE_CHUNKS__: Record<string, string> }).__KLW_SHARE_CHUNKS__ = Object.fromEntries(
  Object.entries(SHARED).map(([name, share]) => [name, share.chunk]),
);

const manifest = (names: string[]) => ({ shared: names.map((name) => ({ name })) }) as unknown as RemoteManifest;
const asked = () => jest.mocked(loadShare).mock.calls.map(([name]) => name);

describe('loadSharedLibraries', () => {
  beforeEach(() => {
    jest.mocked(loadShare).mockReset().mockResolvedValue(false);
  });

  it("asks for the calls' libraries before React and the kit, so that a page-load module's first call goes out first", () => {
    // The order a screen's manifest lists them in (the milk screen's build).
    loadSharedLibraries(manifest(['@klw/ui', 'react/jsx-runtime', '@klw/forms', 'valibot', 'luxon', '@fluentui/react-components', 'react']));
    expect(asked()).toEqual(['valibot', 'luxon', 'react/jsx-runtime', 'react', '@klw/ui', '@klw/forms', '@fluentui/react-components']);
  });

  it('asks for a library the table does not know last', () => {
    loadSharedLibraries(manifest(['left-pad', 'react', 'valibot']));
    expect(asked()).toEqual(['valibot', 'react', 'left-pad']);
  });

  it('asks for nothing when the manifest shares nothing', () => {
    loadSharedLibraries({} as RemoteManifest);
    expect(asked()).toEqual([]);
  });
});
