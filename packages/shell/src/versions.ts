/**
 * Which version of each remote this page loaded, read from the federation runtime's record of the manifests it
 * fetched (metaData.buildInfo.buildVersion), so "which milk screen were you on?" has an answer: one console
 * line after a screen mounts, and the list on the debug page.
 */
interface FederationGlobal {
  moduleInfo?: Record<string, { buildVersion?: unknown } | undefined>;
}

function loadedVersions(): Record<string, string> {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const versions: Record<string, string> = {};
  for (const [key, info] of Object.entries(federation?.moduleInfo ?? {})) {
    const separator = key.indexOf(':');
    const name = separator > 0 ? key.slice(0, separator) : key;
    const entry = separator > 0 ? key.slice(separator + 1) : '';
    if (!entry.endsWith('.json') || typeof info?.buildVersion !== 'string') continue;
    versions[name] = info.buildVersion;
  }
  return versions;
}

export function logLoadedVersions(): void {
  const versions = loadedVersions();
  const line = Object.entries(versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  console.info(`[klw-shell] Geladen: ${line || 'geen onderdelen'}`);
}
