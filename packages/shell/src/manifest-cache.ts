import type { RemoteManifest } from './compatibility';

/**
 * The shell reads a remote's manifest itself (the compatibility check) before the federation runtime asks for the
 * same file. This cache hands the runtime that copy through its `fetch` hook, so the page fetches each manifest
 * once: one round trip less before the screen's code starts.
 */
export class ManifestCache {
  private readonly manifests = new Map<string, RemoteManifest>();

  remember(url: string, manifest: RemoteManifest): void {
    this.manifests.set(url, manifest);
  }

  /** A federation runtime plugin; an answer is used once, so a retry fetches afresh. */
  runtimePlugin() {
    return {
      name: 'klw-manifest-cache',
      fetch: (url: string): Promise<Response> | void => {
        const manifest = this.manifests.get(url);
        if (!manifest) return undefined;
        this.manifests.delete(url);
        return Promise.resolve(
          new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
        );
      },
    };
  }
}
