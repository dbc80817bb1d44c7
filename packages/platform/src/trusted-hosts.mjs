// @ts-check
// Which hosts a server answers and which origins a page may load code from. One rule for the local
// API's and the portal's Host check (DNS rebinding) and the shell's remote-override allow-list.

/**
 * Trusted without configuration: the machine itself, on any port.
 * @type {readonly string[]}
 */
export const DEFAULT_TRUSTED_HOSTS = ['localhost', '127.0.0.1'];

/**
 * A comma-separated list (KLW_ALLOWED_HOSTS, the deployment's override list) as trimmed, lower-case entries.
 * @param {string | undefined | null} text
 * @returns {string[]}
 */
export function parseHostList(text) {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The host name of a Host header (`name`, `name:port`, `[v6]:port`), lower case; null when it is not one.
 * @param {string | undefined | null} header
 * @returns {string | null}
 */
export function hostnameOfHostHeader(header) {
  const value = header?.trim().toLowerCase();
  if (!value) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
  return match?.[1] ?? null;
}

/**
 * A request's Host header names this server: a default host or one of `extraHosts` (host names, any port).
 * A missing or malformed header is not.
 * @param {string | undefined | null} header
 * @param {readonly string[]} [extraHosts]
 * @returns {boolean}
 */
export function isAllowedHostHeader(header, extraHosts = []) {
  const hostname = hostnameOfHostHeader(header);
  if (hostname === null) return false;
  return DEFAULT_TRUSTED_HOSTS.includes(hostname) || extraHosts.some((entry) => entry.toLowerCase() === hostname);
}

/**
 * The origin of a URL is on the allow-list. An entry is a host name (`localhost`: http or https, any port) or
 * an exact origin (`https://remotes.example.nl`, `http://localhost:8080`). Only http and https URLs qualify.
 * @param {string} url
 * @param {readonly string[]} allowList
 * @returns {boolean}
 */
export function isTrustedOrigin(url, allowList) {
  /** @type {URL} */
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const origin = parsed.origin.toLowerCase();
  const hostname = parsed.hostname.toLowerCase();
  return allowList.some((entry) => {
    const wanted = entry.trim().toLowerCase().replace(/\/+$/, '');
    return wanted.includes('://') ? wanted === origin : wanted === hostname;
  });
}
