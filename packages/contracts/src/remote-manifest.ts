/**
 * What a remote's `mf-manifest.json` says about the other remotes its build imports. The shell reads it to load
 * those remotes beside the screen, and the portal to preload their entries with the page: one reading of the field.
 */

/**
 * The remotes a manifest says its build imports (`remotes`, one line per module used), each with the modules it uses
 * from it. Takes the manifest as parsed JSON: lines without a container name are passed over, never thrown on.
 */
export function importedRemotes(manifest: unknown): Map<string, string[]> {
  const imported = new Map<string, string[]>();
  const lines = typeof manifest === 'object' && manifest !== null ? (manifest as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(lines)) return imported;
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null) continue;
    const { federationContainerName: name, moduleName } = line as { federationContainerName?: unknown; moduleName?: unknown };
    if (typeof name !== 'string' || name === '') continue;
    const modules = imported.get(name) ?? [];
    if (typeof moduleName === 'string' && moduleName !== '' && !modules.includes(moduleName)) modules.push(moduleName);
    imported.set(name, modules);
  }
  return imported;
}
