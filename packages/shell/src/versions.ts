import type { RemoteManifest } from './compatibility';

/**
 * Which version of each remote this page loaded (metaData.buildInfo.buildVersion of the manifest the shell checked),
 * so "which milk screen were you on?" has an answer: one console line after a screen mounts.
 */
const versions = new Map<string, string>();

/** Keeps the version of a remote the shell has checked and is about to load. */
export function recordVersion(name: string, manifest: RemoteManifest): void {
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof version === 'string') versions.set(name, version);
}

export function logLoadedVersions(): void {
  const line = [...versions].map(([name, version]) => `${name} ${version}`).join(', ');
  console.info(`[klw-shell] Geladen: ${line || 'geen onderdelen'}`);
}

/** The build version of a remote the shell has checked (its manifest's buildVersion), for telemetry. */
export function versionOf(name: string): string | undefined {
  return versions.get(name);
}
