// Types of remote-files.mjs (plain JavaScript so the byte budget can run it with plain node).

/** The parts of a remote's mf-manifest.json that say which files a page needs. */
export interface RemoteManifestFiles {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: readonly { name: string; assets?: { js?: { sync?: readonly string[] } } }[];
  shared?: readonly { name?: string; assets?: { js?: { sync?: readonly string[] } } }[];
}

export declare function exposedName(module: string): string;
export declare function importedRemotes(manifest: unknown): Map<string, string[]>;
export declare function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifestFiles): string | null;
export declare const PAGE_LOAD_MODULE: 'page-load';
export declare function hasPageLoad(manifest: RemoteManifestFiles): boolean;
export declare function firstFiles(manifestUrl: string, manifest: RemoteManifestFiles, modules: readonly string[]): string[];
export declare function screenFiles(manifestUrl: string, manifest: RemoteManifestFiles, exposed: string): string[];
export declare function sharedFiles(manifestUrl: string, manifest: RemoteManifestFiles, names: readonly string[]): string[];
