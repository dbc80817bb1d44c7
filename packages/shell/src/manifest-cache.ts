import { fetchManifest, type RemoteManifest } from './compatibility';

/**
 * The answer to the runtime's request for a manifest the shell holds. The runtime reads it with `json()`; reading a
 * body takes the browser a task of its own, which waits behind whatever the page has queued (AngularJS starting),
 * once per manifest on the way to the screen's first render. This answer hands over a copy of the manifest at once.
 */
class ManifestResponse extends Response {
  constructor(private readonly manifest: RemoteManifest) {
    super(JSON.stringify(manifest));
  }

  override json(): Promise<unknown> {
    return Promise.resolve(structuredClone(this.manifest));
  }
}

/**
 * The shell reads a remote's manifest itself (the compatibility check, the preloads) before the federation runtime
 * asks for the same file. The shell fetches manifests through this cache, and the cache answers the runtime's
 * request for the same URL through its `fetch` hook with that same fetch: the page fetches each manifest once,
 * one round trip less before the screen's code starts.
 */
export class ManifestCache {
  private readonly fetches = new Map<string, Promise<RemoteManifest>>();

  constructor(private readonly fetchImpl: (url: string) => Promise<RemoteManifest> = fetchManifest) {}

  /** The manifest at `url`; a fetch already under way or done is shared. */
  get(url: string): Promise<RemoteManifest> {
    const known = this.fetches.get(url);
    if (known) return known;
    const fetched = this.fetchImpl(url);
    this.fetches.set(url, fetched);
    // A failed fetch is not kept: the next attempt fetches again.
    fetched.catch(() => {
      if (this.fetches.get(url) === fetched) this.fetches.delete(url);
    });
    return fetched;
  }

  /** A manifest the page already holds (the portal's data block): `get` answers it without a request. */
  seed(url: string, manifest: RemoteManifest): void {
    if (!this.fetches.has(url)) this.fetches.set(url, Promise.resolve(manifest));
  }

  /** Forgets every manifest: a retry reads what is deployed now. */
  clear(): void {
    this.fetches.clear();
  }

  /**
   * A federation runtime plugin. Registered for every federation instance (the screen's own runtime asks for the
   * manifests of the remotes it imports). An answer is used once, so the runtime's next request goes to the network.
   */
  runtimePlugin() {
    return {
      name: 'klw-manifest-cache',
      fetch: (url: string): Promise<Response> | void => {
        const fetched = this.fetches.get(url);
        if (!fetched) return undefined;
        this.fetches.delete(url);
        return fetched.then((manifest) => new ManifestResponse(manifest));
      },
    };
  }
}
