// The Content-Security-Policy of every page that carries the shell: the portal stand-in on 5001 and the shell's
// development server on 3000 send this one policy (docs/DEPLOY.md lists what a real deployment sets). CommonJS
// JavaScript, because the development server's webpack config requires it as it is; not exported from index.mjs,
// so no browser bundle carries it. Import it by the package's second entry, '@klw/platform/content-security-policy'.

// Trusted without configuration, as for the shell's override allow-list: the machine itself, on any port. Node
// (20.19 and later) requires an ES module that has no top-level await, as webpack.shared.js does.
const { DEFAULT_TRUSTED_HOSTS } = require('./trusted-hosts.mjs');

/**
 * CSP sources for an override allow-list entry: a host name means that host on any port over http and https,
 * an origin means exactly that origin.
 * @param {string} entry
 * @returns {string[]}
 */
function sourcesFor(entry) {
  const value = entry.trim().toLowerCase().replace(/\/+$/, '');
  if (value === '') return [];
  if (value.includes('://')) return [new URL(value).origin];
  return [`http://${value}:*`, `https://${value}:*`, `http://${value}`, `https://${value}`];
}

/**
 * @param {string} url
 * @returns {string | null}
 */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy: code, styles and workers only from the page's origin and the override allow-list; calls to the
 * page's origin, the APIs and the allow-list; frames only from the origins of `frameUrls` (the data-exchange
 * integration's embed base URL, ADR 011), none at all without them; no inline script, no eval, no framing by other
 * sites.
 * `styleNonce` admits the style elements Fluent UI (Griffel) creates at run time: they carry the page's nonce
 * (`<meta property="csp-nonce" nonce="...">`, read by @klw/ui). A fresh nonce per page load.
 * @param {{ apiUrls: string[]; frameUrls?: string[]; overrideOrigins?: readonly string[]; styleNonce?: string }} input
 * @returns {string}
 */
function contentSecurityPolicy({ apiUrls, frameUrls = [], overrideOrigins = DEFAULT_TRUSTED_HOSTS, styleNonce }) {
  const unique = (/** @type {string[]} */ list) => [...new Set(list)];
  const trusted = unique(overrideOrigins.flatMap(sourcesFor));
  const apis = unique(apiUrls.map(originOf).filter((origin) => origin !== null));
  const frames = unique(frameUrls.map(originOf).filter((origin) => origin !== null));
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...trusted],
    ['style-src', "'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : []), ...trusted],
    ['img-src', "'self'", 'data:', ...trusted],
    ['font-src', "'self'", 'data:', ...trusted],
    ['connect-src', "'self'", ...unique([...apis, ...trusted])],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The headers every response of the portal stand-in (and the development page) carries besides the CSP. */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** A fresh nonce: 16 random bytes, base64. */
function newNonce() {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

module.exports = { contentSecurityPolicy, SECURITY_HEADERS, newNonce };
