// Types of shared-compatibility.mjs (plain JavaScript so the deploy commands can run it with plain node).

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
  /** The chunk holding the remote's own copy (its fallback). */
  assets?: { js?: { sync?: string[]; async?: string[] } };
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
    /** The exports the remote uses of each shared library, read from its build (absent in older builds). */
    usedExports?: Record<string, string[]>;
    /** The exports a shell provides of each shared library, read from its build. */
    providedExports?: Record<string, string[]>;
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
  /** Exports the remote uses that the page's copy lacks. */
  missing?: string[];
}

/** What a shell provides: the version of each shared library, and the exports of those it cuts to a subset. */
export interface PageShares {
  versions: Record<string, string>;
  /** By library: the exports the shell provides; a library not named here is taken to be provided whole. */
  exports?: Record<string, readonly string[]>;
}

/** Which copy of each shared library a remote runs on, or why it cannot run on this shell. */
export interface SharePlan {
  conflicts: Conflict[];
  /** The libraries the remote takes its own copy of. */
  ownCopies: string[];
}

export declare function planShares(manifest: RemoteManifest, page: PageShares): SharePlan;
export declare function findConflicts(manifest: RemoteManifest, platform: Record<string, string>, exports?: Record<string, readonly string[]>): Conflict[];
export declare function providedExports(shellManifest: RemoteManifest): Record<string, readonly string[]>;
export declare function providedVersions(shellManifest: RemoteManifest): Record<string, string>;
