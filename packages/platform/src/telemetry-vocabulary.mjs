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
/**
 * How much of a text is read at all. Scrubbing can shorten a text (an address becomes '…'), so more than 200
 * characters are read; no more than this, so that what a request costs does not grow with a text's length.
 */
const READ_LENGTH = 1_000;
const TELEMETRY_PHASES = ['registry', 'manifest', 'entry', 'expose', 'chunk', 'mount', 'render', 'call', 'vital'];
const EVENT_NAMES = ['klw.remote.load', 'klw.remote.retry', 'klw.remote.mount', 'klw.remote.error', 'klw.call', 'browser.web_vital'];
/**
 * A duration of 10,000,000 ms (2 h 46 min) or more is no page's; and no number telemetry keeps has eight digits
 * before its point, the length of a relation number or a citizen service number.
 */
const MAX_DURATION_MS = 9_999_999;

// Each pattern below is linear in the text it reads: a match can start only where a run of its characters starts
// (the look-behind), and what follows a start either matches or fails within that run, so no start is tried again
// and again over the same characters (an 80 KB message once took 20 s, and the page's other requests waited).
const WORD = /[\p{L}][\p{L}\p{M}'-]*/gu;
/** A word written as a name is ('Jannie', 'Eikenhof'); identifiers ('TypeError', 'JSON') and lower-case words are not. */
const NAME_SHAPED = /^\p{Lu}[\p{Ll}\p{M}'-]*$/u;
/** Capitalised words that open the browsers' own error messages; none is a name. */
const ENGINE_WORDS = new Set(['Cannot', 'Failed', 'Unexpected', 'Invalid', 'Maximum', 'Uncaught', 'Loading', 'Importing', 'Illegal', 'Unable', 'The', 'Het', 'Dit']);
/** A URL, from its scheme to the first space or quote; what follows its first '?' or '#' is dropped. */
const URL_TEXT = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s'"]*/gi;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** An IBAN, written whole or in groups of four ('NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'). */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/gi;
/**
 * A token: a run of 16 or more characters of base64url (a JWT's part, a session id, an API key) with letters and
 * digits mixed, or a JWT's header ('eyJ'), with the parts a dot joins to it (a JWT whole). A long name of letters
 * only ('__federation_expose_index') is kept: a random token of 16 has a digit but for one in sixteen.
 */
const TOKEN = /(?<![\w-])[\w-]{16,}(?:\.[\w-]+)*/g;
/** Any number, in any script's digits ('4711', '٤٧١١'). */
const NUMBER = /\p{Nd}+/gu;
const QUOTE_OPENERS = '"\'`“‘';
const QUOTE_CLOSERS = '"\'`”’';

/**
 * Every quoted part of `text` as '…' between its quotes: a quote runs from an opening mark to the first closing mark
 * after it. One pass: for each position, where the next closing mark is, found from the end once. `cut`: the text
 * was cut short, so a quote still open at its end was closed beyond the cut, and what follows its mark is dropped.
 * @param {string} text
 * @param {boolean} cut
 */
function scrubQuoted(text, cut) {
  /** @type {number[]} */
  const nextCloser = new Array(text.length + 1);
  nextCloser[text.length] = -1;
  for (let index = text.length - 1; index >= 0; index -= 1) nextCloser[index] = QUOTE_CLOSERS.includes(text[index] ?? '') ? index : (nextCloser[index + 1] ?? -1);
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (!QUOTE_OPENERS.includes(char)) {
      out += char;
      index += 1;
      continue;
    }
    const close = nextCloser[index + 1] ?? -1;
    if (close >= 0) {
      out += `${char}…${char}`;
      index = close + 1;
    } else if (cut) {
      return `${out}${char}…`;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/**
 * Free text as telemetry may carry it: no URL's query or fragment, no e-mail address, IBAN or token, no quoted value
 * (the engine quotes what it could not parse or read), no number (a klwId, a user id), no word written as a name and
 * no word the page shows or holds in a field (`pageWords`, lower case: what only the page knows), at most 200
 * characters. Only the first 1,000 characters are read, up to the last space among them (a word, address or number
 * the cut went through is dropped whole), so scrubbing costs the same for a text of 1 KB or 256 KB. Scrubbing
 * scrubbed text changes nothing.
 * @param {string} text
 * @param {ReadonlySet<string>} [pageWords]
 * @returns {string}
 */
export function scrubText(text, pageWords = new Set()) {
  let read = text;
  const cut = text.length > READ_LENGTH;
  if (cut) {
    read = text.slice(0, READ_LENGTH);
    let end = read.length;
    while (end > 0 && !/\s/.test(read[end - 1] ?? '')) end -= 1;
    read = `${read.slice(0, end)}…`;
  }
  const scrubbed = scrubQuoted(
    read
      .replace(URL_TEXT, (url) => url.replace(/[?#][^]*$/, ''))
      .replace(EMAIL, '…')
      .replace(IBAN, '…'),
    cut,
  )
    .replace(TOKEN, (token) => (token.startsWith('eyJ') || (/\d/.test(token) && /[A-Za-z]/.test(token)) ? '…' : token))
    .replace(NUMBER, '{n}')
    .replace(WORD, (word) => (pageWords.has(word.toLowerCase()) || (NAME_SHAPED.test(word) && !ENGINE_WORDS.has(word)) ? '…' : word));
  return scrubbed.slice(0, TEXT_LENGTH);
}

/**
 * An error's type as telemetry carries it: an error class's name ('TypeError', 'ScriptLoadError'), or what `typeof`
 * says of a thrown value; anything else is 'Error'.
 * @param {string} name
 * @returns {string}
 */
export function errorType(name) {
  return name.length <= 70 && /^[A-Za-z]{0,60}(Error|Exception)$|^(string|number|bigint|boolean|symbol|undefined|object|function)$/.test(name) ? name : 'Error';
}

/** @typedef {(value: AttributeValue) => AttributeValue | undefined} Rule */

/** @param {readonly string[]} values @returns {Rule} */
const oneOf = (values) => (value) => (typeof value === 'string' && values.includes(value) ? value : undefined);
/**
 * A text of a known shape, tested only when it is no longer than that shape can be.
 * @param {RegExp} pattern @param {number} maxLength @returns {Rule}
 */
const shaped = (pattern, maxLength) => (value) => (typeof value === 'string' && value.length <= maxLength && pattern.test(value) ? value : undefined);
/** @param {number} min @param {number} max @returns {Rule} */
const wholeNumber = (min, max) => (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined);
/** @type {Rule} */
const text = (value) => (typeof value === 'string' ? scrubText(value) : undefined);

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/**
 * A version as the build writes it: the package's version, a pre-release of known words ('0.0.0-dev', '0.2.0-rc.1'),
 * and a deployed version's build mark, '+' and 8 hex digits ('0.1.0+3f9a1c2e', docs/DEPLOY.md). Nothing else after
 * '+' or '-': a name, an address or a number there is no build's.
 */
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(?:-(?:dev|alpha|beta|rc|canary|next|pre|e2e|test)(?:\.\d{1,4})?)?(?:\+[0-9a-f]{8})?$/;
/** A route template of the route table: its segments, '{klwId}' for the year ('/melklevering/Index/{klwId}'). */
const ROUTE = /^(?:\/(?:[\p{L}\p{N}_.-]{1,60}|\{[A-Za-z]{1,20}\})){0,12}\/?$/u;
/**
 * A call's path template as callName writes it from the screens' declarations: controller and action names
 * ('MelkLevering/GetMelkLeveringGegevens', 'Menu/RefreshToken'), numbers as '{n}'.
 */
const CALL_NAME = /^(?:[A-Z][A-Za-z]{0,79}|\{n\})(?:\/(?:[A-Z][A-Za-z]{0,79}|\{n\})){0,11}$/;
/** The page's random id: 16 hex digits. */
const PAGE_ID = /^[0-9a-f]{16}$/;

/**
 * Whether a value kept by its rule still carries what may be a person's: a run of eight or more digits (a relation
 * number, a citizen service number; a build mark or page id can hold one by chance, and is dropped then), an '@',
 * or a number of eight digits before its point. The last guard over every field, whatever its rule.
 * @param {AttributeValue} value
 */
function personal(value) {
  if (typeof value === 'number') return Math.abs(value) >= 10_000_000;
  return typeof value === 'string' && /\p{Nd}{8}|@/u.test(value);
}

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
      'klw.remote.name': shaped(REMOTE_NAME, 64),
      'klw.remote.version': shaped(VERSION, 40),
      'klw.phase': oneOf(TELEMETRY_PHASES),
      'klw.route': shaped(ROUTE, 800),
      'klw.outcome': oneOf(['ok', 'error', 'no-answer']),
      'klw.duration_ms': wholeNumber(0, MAX_DURATION_MS),
      // Which retry of a failed load this was (1 = the first retry), and the wait before it.
      'klw.retry.attempt': wholeNumber(1, 10),
      'klw.retry.delay_ms': wholeNumber(0, MAX_DURATION_MS),
      'klw.call.name': shaped(CALL_NAME, 1_000),
      'http.response.status_code': wholeNumber(100, 599),
      'exception.type': (value) => (typeof value === 'string' ? errorType(value) : undefined),
      'exception.message': text,
      'klw.vital.name': oneOf(['LCP', 'INP', 'CLS']),
      // Seven digits at most (CLS 0.0213, LCP 1234.5): enough for any rating, and no room for a number in the fraction.
      'klw.vital.value': (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_DURATION_MS ? Number(value.toPrecision(7)) : undefined),
      'klw.vital.rating': oneOf(['good', 'needs-improvement', 'poor']),
      'klw.vital.element': text,
      ...Object.fromEntries(TELEMETRY_PHASES.map((phase) => [`klw.load.${phase}_ms`, wholeNumber(0, MAX_DURATION_MS)])),
    },
    resource: {
      'service.name': oneOf(['klw-portal-web']),
      'service.version': shaped(VERSION, 40),
      'klw.page.id': shaped(PAGE_ID, 16),
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
    if (allowed !== undefined && !personal(allowed)) out[key] = allowed;
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
