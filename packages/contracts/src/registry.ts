/**
 * The remote registry (`/apps/remotes.json`): remote name -> manifest URL. The shell reads it in the browser and the
 * portal on the server, with this one check of its shape.
 */
export type Registry = Record<string, string>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Checks the registry file's shape; a malformed file is a clear error, never half a registry. */
export function parseRegistry(value: unknown, source: string): Registry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError(`${source} is geen object van onderdeelnaam naar manifest-URL.`);
  }
  const registry: Registry = {};
  for (const [name, url] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name) || typeof url !== 'string' || url.trim() === '') {
      throw new RegistryError(`${source}: de regel '${name}' heeft geen geldige manifest-URL.`);
    }
    registry[name] = url.trim();
  }
  return registry;
}
