import type { RemoteManifest } from './compatibility';
import { ManifestCache } from './manifest-cache';

const MILK = 'http://localhost:5001/apps/melklevering/mf-manifest.json';
const manifest: RemoteManifest = { metaData: { buildInfo: { buildVersion: '1.2.3' } }, shared: [] };

function countingFetch(answers: Array<RemoteManifest | Error> = [manifest]) {
  const calls: string[] = [];
  const fetchImpl = (url: string) => {
    calls.push(url);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? manifest;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { calls, fetchImpl };
}

describe('the manifests the shell reads', () => {
  it('fetches a manifest once, also for a caller that asks while the fetch is under way', async () => {
    let finish: (m: RemoteManifest) => void = () => undefined;
    let calls = 0;
    const cache = new ManifestCache(() => {
      calls += 1;
      return new Promise((resolve) => (finish = resolve));
    });
    const first = cache.get(MILK);
    const second = cache.get(MILK);
    finish(manifest);
    await expect(first).resolves.toEqual(manifest);
    await expect(second).resolves.toEqual(manifest);
    await expect(cache.get(MILK)).resolves.toEqual(manifest);
    expect(calls).toBe(1);
  });

  it('does not keep a failed fetch, and forgets everything on clear()', async () => {
    const { calls, fetchImpl } = countingFetch([new Error('HTTP 404'), manifest, manifest]);
    const cache = new ManifestCache(fetchImpl);
    await expect(cache.get(MILK)).rejects.toThrow('HTTP 404');
    await expect(cache.get(MILK)).resolves.toEqual(manifest);
    cache.clear();
    await cache.get(MILK);
    expect(calls).toHaveLength(3);
  });

  it('answers a manifest the page already holds without a request', async () => {
    const { calls, fetchImpl } = countingFetch();
    const cache = new ManifestCache(fetchImpl);
    const inPage: RemoteManifest = { metaData: { buildInfo: { buildVersion: '9.9.9' } }, shared: [] };
    cache.seed(MILK, inPage);
    await expect(cache.get(MILK)).resolves.toEqual(inPage);
    expect(calls).toEqual([]);
    // A retry reads what is deployed now, not the page's copy.
    cache.clear();
    await expect(cache.get(MILK)).resolves.toEqual(manifest);
    expect(calls).toEqual([MILK]);
  });
});
