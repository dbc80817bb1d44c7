import {
  CANARY_COOKIE,
  CANARY_COOKIE_MAX_AGE_SECONDS,
  cookieValue,
  DEFAULT_TRUSTED_HOSTS,
  isAbsoluteUrl,
  isDeployPlaceholder,
  isTrustedOrigin,
  parseCanaryBucket,
  parseHostList,
  parseRegistry,
  parseRemoteFiles,
  REGISTRY_ELEMENT_ID,
  registryHref,
  REMOTE_FILES_ELEMENT_ID,
  RegistryError,
  type Registry,
} from '@klw/platform';

/**
 * The remote registry: remote name -> manifest URL, read at run time from remotes.json, so a remote is
 * deployed (or moved) without rebuilding the shell. A localStorage override points one remote elsewhere in a
 * deployed page, in the spirit of import-map-overrides.
 */
export type { Registry } from '@klw/platform';

export const OVERRIDES_KEY = 'klw.remoteOverrides';

/** Resolves a registry URL: absolute URLs stay, others are relative to the router base of the page. */
export function resolveRegistryUrl(url: string, base: string, origin: string): string {
  return isAbsoluteUrl(url) ? url : new URL(registryHref(url, base), origin).href;
}

/**
 * A JSON data block the portal put into the page, read with `parse`; null when the page has none or it does not read
 * (said in the console with `unreadable`: the shell then fetches what the block would have held).
 */
function readDataBlock<T>(doc: Pick<Document, 'getElementById'>, id: string, unreadable: string, parse: (value: unknown) => T): T | null {
  const element = doc.getElementById(id);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    return parse(JSON.parse(element.textContent ?? ''));
  } catch (error) {
    console.warn(`[klw-shell] ${unreadable}:`, error);
    return null;
  }
}

/**
 * The browser's canary bucket (0 to 99), which decides whether a registry line's canary is this page's version
 * (ADR 017): read from the cookie the portal or an earlier page set, else drawn now and kept in that cookie for a
 * year, so the farmer gets the same version on every page. Cookies blocked: a bucket for this page only.
 */
export function canaryBucket(doc: Pick<Document, 'cookie'> = document, secure = typeof location !== 'undefined' && location.protocol === 'https:'): number {
  const known = parseCanaryBucket(cookieValue(doc.cookie, CANARY_COOKIE));
  if (known !== null) return known;
  const drawn = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  const bucket = drawn % 100;
  doc.cookie = `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${CANARY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return bucket;
}

/**
 * The registry the portal put into the page as a JSON data block (one round trip less than fetching
 * remotes.json), or null when the page has none or it does not read: then the shell fetches remotes.json. The
 * portal resolves its canaries for the page's bucket; a block with the lines as written is resolved here.
 */
export function readInlineRegistry(doc: Pick<Document, 'getElementById'> = document, bucket: number | null = null): Registry | null {
  return readDataBlock(doc, REGISTRY_ELEMENT_ID, 'Het register in de pagina kon niet worden gelezen; het wordt opgehaald', (value) =>
    parseRegistry(value, 'Het register in de pagina', bucket),
  );
}

/**
 * The remotes' files the portal put into the page (manifests, route declarations), by the absolute URL the shell
 * would fetch them from; empty when the page has none or the block does not read (then everything is fetched).
 */
export function readInlineRemoteFiles(base: string, origin: string, doc: Pick<Document, 'getElementById'> = document): Map<string, unknown> {
  const files = readDataBlock(
    doc,
    REMOTE_FILES_ELEMENT_ID,
    'De onderdeelbestanden in de pagina konden niet worden gelezen; ze worden opgehaald',
    (value) => parseRemoteFiles(value, 'De onderdeelbestanden in de pagina'),
  );
  return new Map([...(files ?? [])].map(([url, content]) => [resolveRegistryUrl(url, base, origin), content]));
}

const REGISTRY_TIMEOUT_MS = 20_000;

/** remotes.json, each line resolved for the page's canary `bucket` (a line's canary or its promoted version). */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = REGISTRY_TIMEOUT_MS, bucket: number | null = null): Promise<Registry> {
  let response: Response;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    response = await fetchImpl(url, { cache: 'no-cache', signal: controller.signal });
  } catch (error) {
    const reason = controller.signal.aborted ? `geen antwoord binnen ${timeoutMs} ms (time-out)` : String(error);
    throw new RegistryError(`Het register ${url} kon niet worden opgehaald: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    throw new RegistryError(`Het register ${url} kon niet worden opgehaald (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryError(`Het register ${url} is geen geldige JSON.`);
  }
  return parseRegistry(body, url, bucket);
}

export function readOverrides(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Registry {
  const raw = storage?.getItem(OVERRIDES_KEY);
  if (!raw) return {};
  try {
    return parseRegistry(JSON.parse(raw), `localStorage '${OVERRIDES_KEY}'`);
  } catch (error) {
    console.error(`[klw-shell] Overrides in localStorage '${OVERRIDES_KEY}' worden genegeerd:`, error);
    return {};
  }
}

export function resetOverrides(storage: Storage | undefined = safeLocalStorage()): void {
  storage?.removeItem(OVERRIDES_KEY);
}

/**
 * Where overrides may load code from: the deployment's list (`window.klwConfig.remoteOverrideOrigins`, an array
 * or comma-separated text of host names and origins), else localhost and 127.0.0.1 on any port. An empty list
 * refuses every override.
 */
export function overrideAllowList(value: unknown = configuredAllowList()): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.trim()).filter(Boolean);
  // Not set, or still the deploy placeholder: the safe default.
  if (typeof value !== 'string' || isDeployPlaceholder(value)) return [...DEFAULT_TRUSTED_HOSTS];
  return parseHostList(value);
}

function configuredAllowList(): unknown {
  if (typeof window === 'undefined') return undefined;
  // window.klwConfig is typed by klw_auth for its own keys; this one belongs to the shell.
  const config = (window as unknown as { klwConfig?: { remoteOverrideOrigins?: unknown } }).klwConfig;
  return config?.remoteOverrideOrigins;
}

export interface CheckedOverrides {
  /** Overrides the page uses. */
  accepted: Registry;
  /** Overrides to an origin off the allow-list: never requested. */
  refused: Registry;
}

/**
 * Splits the overrides by the allow-list, before anything is requested: one injected script must not give a
 * page persistent code from a foreign host. The page's own origin is always trusted (it serves the registry).
 * Each refusal is a console error naming the origin.
 */
export function checkOverrides(overrides: Registry, allowList: readonly string[], base: string, origin: string): CheckedOverrides {
  const checked: CheckedOverrides = { accepted: {}, refused: {} };
  for (const [name, url] of Object.entries(overrides)) {
    const resolved = resolveRegistryUrl(url, base, origin);
    let target: string;
    try {
      target = new URL(resolved).origin;
    } catch {
      target = resolved;
    }
    if (target === origin || isTrustedOrigin(resolved, allowList)) {
      checked.accepted[name] = url;
      continue;
    }
    checked.refused[name] = url;
    console.error(
      `[klw-shell] Override van ${name} geweigerd: ${target} staat niet op de lijst van vertrouwde adressen ` +
        `(${allowList.join(', ') || 'leeg'}); ${name} wordt uit het register geladen.`,
    );
  }
  return checked;
}

/** The registry as the page uses it: the file, then the overrides on top, every URL made absolute. */
export function applyOverrides(registry: Registry, overrides: Registry, base: string, origin: string): Registry {
  const merged = { ...registry, ...overrides };
  return Object.fromEntries(
    Object.entries(merged).map(([name, url]) => [name, resolveRegistryUrl(url, base, origin)]),
  );
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the page then runs without overrides.
    return undefined;
  }
}
