import { ManifestCache } from './manifest-cache';

describe('the manifest hand-over to the federation runtime', () => {
  it('answers the runtime with the manifest the shell already read, once', async () => {
    const cache = new ManifestCache();
    const manifest = { metaData: { buildInfo: { buildVersion: '1.2.3' } }, shared: [] };
    cache.remember('http://localhost:5001/apps/melklevering/mf-manifest.json', manifest);
    const plugin = cache.runtimePlugin();

    const answer = plugin.fetch('http://localhost:5001/apps/melklevering/mf-manifest.json');
    await expect(answer?.then((r) => r.json())).resolves.toEqual(manifest);
    // A second request (a retry) goes to the network again.
    expect(plugin.fetch('http://localhost:5001/apps/melklevering/mf-manifest.json')).toBeUndefined();
  });

  it('leaves other requests to the runtime', () => {
    expect(new ManifestCache().runtimePlugin().fetch('http://localhost:5001/apps/auth/mf-manifest.json')).toBeUndefined();
  });
});
