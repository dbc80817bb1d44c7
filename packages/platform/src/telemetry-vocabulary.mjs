// @ts-check
// What the page's telemetry may carry (ADR 013), one definition for both ends: the shell's client keeps its records
// to it before they leave the page, and the portal keeps what it receives to it again before anything is stored or
// forwarded, so a faulty or hostile page cannot get past the server what an honest page never sends.

/** @typedef {string | number | boolean} AttributeValue */
/** @typedef {Record<string, AttributeValue>} Attributes */

/** Records in one request of the page's client; the receiver refuses a request with more. */
export const TELEMETRY_BATCH_RECORDS = 50;

/** Whose a record is when it is the shell's own, and when nobody's. */
export const SHELL_REMOTE = 'klw_shell';
export const UNATTRIBUTED = 'unattributed';

const TEXT_LENGTH = 200;
// 'chunk': a chunk a remote loads later, with its own `import()` (load-retry.mjs).
const TELEMETRY_PHASES = ['registry', 'manifest', 'entry', 'expose', 'chunk', 'mount', 'render', 'call', 'vital'];
const EVENT_NAMES = ['klw.remote.load', 'klw.remote.retry', 'klw.remote.mount', 'klw.remote.error', 'klw.call', 'browser.web_vital'];
/** A duration longer than a day is no page's. */
const MAX_DURATION_MS = 86_400_000;

const WORD = /[\p{L}][\p{L}\p{M}'-]*/gu;
/** A word written as a name is ('Jannie', 'Eikenhof'); identifiers ('TypeError', 'JSON') and lower-case words are not. */
const NAME_SHAPED = /^\p{Lu}[\p{Ll}\p{M}'-]*$/u;
/** Capitalised words that open the browsers' own error messages; none is a name. */
const ENGINE_WORDS = new Set(['Cannot', 'Failed', 'Unexpected', 'Invalid', 'Maximum', 'Uncaught', 'Loading', 'Importing', 'Illegal', 'Unable', 'The', 'Het', 'Dit']);
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** An IBAN, written whole or in groups of four ('NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'). */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/gi;

/**
 * Free text as telemetry may carry it: no URL's query or fragment, no e-mail address or IBAN, no quoted value (the
 * engine quotes what it could not parse or read), no number (a klwId, a user id), no word written as a name and no
 * word the page shows or holds in a field (`pageWords`, lower case: what only the page knows), at most 200
 * characters. Scrubbing scrubbed text changes nothing.
 * @param {string} text
 * @param {ReadonlySet<string>} [pageWords]
 * @returns {string}
 */
export function scrubText(text, pageWords = new Set()) {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"]*)[?#][^\s'"]*/gi, '$1')
    .replace(EMAIL, '…')
    .replace(IBAN, '…')
    .replace(/(["'`“‘])[^"'`”’]*["'`”’]/g, '$1…$1')
    .replace(/\d+/g, '{n}')
    .replace(WORD, (word) => (pageWords.has(word.toLowerCase()) || (NAME_SHAPED.test(word) && !ENGINE_WORDS.has(word)) ? '…' : word))
    .slice(0, TEXT_LENGTH);
}

/**
 * An error's type as telemetry carries it: an error class's name ('TypeError', 'ScriptLoadError'), or what `typeof`
 * says of a thrown value; anything else is 'Error'.
 * @param {string} name
 * @returns {string}
 */
export function errorType(name) {
  return /^[A-Za-z]{0,60}(Error|Exception)$|^(string|number|bigint|boolean|symbol|undefined|object|function)$/.test(name) ? name : 'Error';
}

/** @typedef {(value: AttributeValue) => AttributeValue | undefined} Rule */

/** @param {readonly string[]} values @returns {Rule} */
const oneOf = (values) => (value) => (typeof value === 'string' && values.includes(value) ? value : undefined);
/** @param {RegExp} pattern @returns {Rule} */
const shaped = (pattern) => (value) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
/** @param {number} min @param {number} max @returns {Rule} */
const wholeNumber = (min, max) => (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined);
/** @type {Rule} */
const text = (value) => (typeof value === 'string' ? scrubText(value) : undefined);

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** A package version, with a deployed version's build mark after '+' ('0.1.0+3f9a1c2e', docs/DEPLOY.md). */
const VERSION = /^\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,40})?(?:\+[0-9A-Za-z.-]{1,40})?$/;
/** A route template of the route table: its segments, '{klwId}' for the year ('/melklevering/Index/{klwId}'). */
const ROUTE = /^(?:\/(?:[\p{L}\p{N}_.-]{1,60}|\{[A-Za-z]{1,20}\})){0,12}\/?$/u;
/** A call's path template as callName writes it ('MelkLevering/GetMelkLeveringGegevens', numbers as '{n}'). */
const CALL_NAME = /^(?:[A-Za-z_.-]{1,80}|\{n\})(?:\/(?:[A-Za-z_.-]{1,80}|\{n\})){0,11}$/;

/** @type {{ record: Readonly<Record<string, Rule>>, resource: Readonly<Record<string, Rule>> } | undefined} */
let rules;

/**
 * The rule of each attribute a record and the resource may carry; built on first use, so that a bundle that only
 * scrubs text (the page's client, whose records are made of these attributes only) carries none of it.
 */
function vocabulary() {
  rules ??= {
    record: {
      'event.name': oneOf(EVENT_NAMES),
      'klw.remote.name': shaped(REMOTE_NAME),
      'klw.remote.version': shaped(VERSION),
      'klw.phase': oneOf(TELEMETRY_PHASES),
      'klw.route': shaped(ROUTE),
      'klw.outcome': oneOf(['ok', 'error', 'no-answer']),
      'klw.duration_ms': wholeNumber(0, MAX_DURATION_MS),
      // Which retry of a failed load this was (1 = the first retry), and the wait before it.
      'klw.retry.attempt': wholeNumber(1, 10),
      'klw.retry.delay_ms': wholeNumber(0, MAX_DURATION_MS),
      'klw.call.name': shaped(CALL_NAME),
      'http.response.status_code': wholeNumber(100, 599),
      'exception.type': (value) => (typeof value === 'string' ? errorType(value) : undefined),
      'exception.message': text,
      'klw.vital.name': oneOf(['LCP', 'INP', 'CLS']),
      'klw.vital.value': (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_DURATION_MS ? value : undefined),
      'klw.vital.rating': oneOf(['good', 'needs-improvement', 'poor']),
      'klw.vital.element': text,
      ...Object.fromEntries(TELEMETRY_PHASES.map((phase) => [`klw.load.${phase}_ms`, wholeNumber(0, MAX_DURATION_MS)])),
    },
    resource: {
      'service.name': oneOf(['klw-portal-web']),
      'service.version': shaped(VERSION),
      'klw.page.id': shaped(/^[0-9a-f]{16}$/),
    },
  };
  return rules;
}

/**
 * @param {Readonly<Record<string, unknown>>} attributes
 * @param {Readonly<Record<string, Rule>>} rules
 * @returns {Attributes}
 */
function kept(attributes, rules) {
  /** @type {Attributes} */
  const out = {};
  for (const key of Object.keys(attributes)) {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    const value = attributes[key];
    if (!rule || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) continue;
    const allowed = rule(value);
    if (allowed !== undefined) out[key] = allowed;
  }
  return out;
}

/**
 * A log record's attributes as telemetry may carry them: only the vocabulary's keys, each value of its kind (free
 * text scrubbed); anything else is left out.
 * @param {Readonly<Record<string, unknown>>} attributes
 * @returns {Attributes}
 */
export function telemetryAttributes(attributes) {
  return kept(attributes, vocabulary().record);
}

/**
 * The page's resource as telemetry may carry it: service name and version, the random page id.
 * @param {Readonly<Record<string, unknown>>} attributes
 * @returns {Attributes}
 */
export function telemetryResource(attributes) {
  return kept(attributes, vocabulary().resource);
}

/**
 * Whether an event name is one of the vocabulary's.
 * @param {unknown} name
 * @returns {name is string}
 */
export function isTelemetryEvent(name) {
  return typeof name === 'string' && EVENT_NAMES.includes(name);
}
