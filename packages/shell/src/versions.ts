import { deployedVersion } from '@klw/platform';
import type { RemoteManifest } from './compatibility';

/**
 * Which version of each remote this page loaded, so "which milk screen were you on?" has an answer: one console line
 * after a screen mounts, and `klw.remote.version` in telemetry. A remote deployed as versions (ADR 017) is known by
 * its version folder ('0.1.0+3f9a1c2e': two builds of one package version stay apart, a canary from the promoted
 * one); any other by metaData.buildInfo.buildVersion of the manifest the shell checked.
 */
const versions = new Map<string, string>();

/** Keeps the version of a remote the shell has checked and is about to load. */
export function recordVersion(name: string, manifest: RemoteManifest, manifestUrl = ''): void {
  const version = deployedVersion(manifestUrl) ?? manifest.metaData?.buildInfo?.buildVersion;
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
