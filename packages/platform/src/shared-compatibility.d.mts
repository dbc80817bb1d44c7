// Types of shared-compatibility.mjs (plain JavaScript so the deploy commands can run it with plain node).

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
  /** The chunk holding the remote's own copy (its fallback). */
  assets?: { js?: { sync?: string[] } };
}

interface ManifestExpose {
  /** The module name without './' ('session'). */
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

/** A remote this one imports, once per module it uses. */
interface ManifestRemote {
  federationContainerName: string;
  moduleName?: string;
}

/** The parts of a remote's mf-manifest.json the shell reads. */
export interface RemoteManifest {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    pluginVersion?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: ManifestExpose[];
  remotes?: ManifestRemote[];
  shared?: ManifestShared[];
}

/** A library (or the federation runtime) whose version a remote was built against does not fit the page's. */
export interface Conflict {
  pkg: string;
  remoteVersion: string;
  pageVersion: string;
}

export declare function findConflicts(manifest: RemoteManifest, platform: Record<string, string>): Conflict[];
export declare function providedVersions(shellManifest: RemoteManifest): Record<string, string>;
