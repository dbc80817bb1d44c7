import { fetchManifest, type RemoteManifest } from './compatibility';

/**
 * The manifests the shell reads (the compatibility check, the first files, the entry's URL): each fetched once per
 * page, or taken from the page's data block. The federation runtime reads none (`disableSnapshot`).
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
}
