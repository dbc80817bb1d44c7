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

describe('the manifest hand-over to the federation runtime', () => {
  it('fetches a manifest once for the shell and answers the runtime with it, once', async () => {
    const { calls, fetchImpl } = countingFetch();
    const cache = new ManifestCache(fetchImpl);
    const plugin = cache.runtimePlugin();

    await expect(cache.get(MILK)).resolves.toEqual(manifest);
    await expect(cache.get(MILK)).resolves.toEqual(manifest);
    await expect(plugin.fetch(MILK)?.then((r) => r.json())).resolves.toEqual(manifest);
    expect(calls).toEqual([MILK]);
    // The runtime's next request (a retry) goes to the network again.
    expect(plugin.fetch(MILK)).toBeUndefined();
  });

  it('answers the runtime with a Response whose manifest is read without waiting for a task of the page', async () => {
    const cache = new ManifestCache();
    cache.seed(MILK, manifest);
    const response = await cache.runtimePlugin().fetch(MILK);
    // The runtime takes only a Response (anything else, it fetches itself).
    expect(response).toBeInstanceOf(Response);
    // Reading a body takes several turns here and a task of its own in Chromium, where that task waits behind
    // AngularJS's start; the manifest is there within two turns instead.
    let read: RemoteManifest | undefined;
    void response?.json().then((value: RemoteManifest) => (read = value));
    await Promise.resolve();
    await Promise.resolve();
    expect(read).toEqual(manifest);
    // A copy: the runtime may change what it reads without changing the shell's manifest.
    expect(read).not.toBe(manifest);
    await expect(new Response(await response?.clone().text()).json()).resolves.toEqual(manifest);
  });

  it('hands the runtime a fetch that is still under way', async () => {
    let finish: (m: RemoteManifest) => void = () => undefined;
    const cache = new ManifestCache(() => new Promise((resolve) => (finish = resolve)));
    const pending = cache.get(MILK);
    const answer = cache.runtimePlugin().fetch(MILK);
    finish(manifest);
    await expect(answer?.then((r) => r.json())).resolves.toEqual(manifest);
    await expect(pending).resolves.toEqual(manifest);
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

  it('answers a manifest the page already holds without a request, to the shell and once to the runtime', async () => {
    const { calls, fetchImpl } = countingFetch();
    const cache = new ManifestCache(fetchImpl);
    const inPage: RemoteManifest = { metaData: { buildInfo: { buildVersion: '9.9.9' } }, shared: [] };
    cache.seed(MILK, inPage);
    await expect(cache.get(MILK)).resolves.toEqual(inPage);
    await expect(cache.runtimePlugin().fetch(MILK)?.then((r) => r.json())).resolves.toEqual(inPage);
    expect(calls).toEqual([]);
    // A retry reads what is deployed now, not the page's copy.
    cache.clear();
    await expect(cache.get(MILK)).resolves.toEqual(manifest);
    expect(calls).toEqual([MILK]);
  });

  it('leaves other requests to the runtime', () => {
    expect(new ManifestCache().runtimePlugin().fetch('http://localhost:5001/apps/auth/mf-manifest.json')).toBeUndefined();
  });
});
