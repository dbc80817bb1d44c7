/**
 * Which version of each remote this page loaded: read from the remote's mf-manifest.json (metaData.buildInfo),
 * shown on the debug page and in one console line, so "which milk screen were you on?" has an answer.
 */
const versions: Record<string, string> = {};

export function loadedVersions(): Record<string, string> {
  return { ...versions };
}

interface ManifestShape {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

export async function recordVersion(remote: string, manifestUrl: string | undefined): Promise<void> {
  if (!manifestUrl) return;
  try {
    // The browser cache answers this: the federation runtime fetched the same manifest a moment ago.
    const manifest = (await (await fetch(manifestUrl)).json()) as ManifestShape;
    const version = manifest.metaData?.buildInfo?.buildVersion;
    versions[remote] = typeof version === 'string' ? version : 'onbekend';
  } catch {
    versions[remote] = 'onbekend';
  }
  console.info(`[klw-shell] Geladen: ${remote} ${versions[remote]} (${manifestUrl})`);
}
