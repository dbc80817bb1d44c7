import { onCLS, onINP, onLCP, type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution } from 'web-vitals/attribution';
import { LOAD_FAILED_TEXT } from '@klw/contracts/texts';
import { encodeLogs, errorType, MOUNT_POINT_ID, scrubText, SHELL_REMOTE, TELEMETRY_BATCH_RECORDS, UNATTRIBUTED, type Attributes, type TelemetryRecord } from '@klw/platform';
import type { PageEvent, TelemetryHandoff, TelemetrySettings } from './page-telemetry';

/**
 * The page's telemetry client (ADR 013), telemetry.js beside shell.js, loaded after the screen mounted: it turns the page's events into OTLP
 * log records that say whose they are, keeps what may leave the page to a fixed vocabulary (no user, farm, klwId,
 * query string, typed value or element text), samples successes per page, and sends in batches without blocking:
 * a failure within a second, the rest when the page is hidden or left, one send at a time, a capped number per page.
 */

// The shell's version, put in by webpack's DefinePlugin (webpack.config.js).
declare const __KLW_SHELL_VERSION__: string;
const SHELL_VERSION = typeof __KLW_SHELL_VERSION__ === 'string' ? __KLW_SHELL_VERSION__ : '0.0.0-dev';

/** A record more than this per page is dropped. */
export const MAX_RECORDS_PER_PAGE = 200;
/** A failure is sent this soon (a page that crashes is never hidden). */
const FAILURE_DELAY_MS = 1_000;

/**
 * The words of the page no error text may carry, lower case: every capitalised word it shows (a user's or a farm's
 * name) and every word in its fields (what was typed). Its own lower-case texts ('kon niet worden geladen') stay
 * readable in a message.
 */
function pageWords(doc: Document = document): Set<string> {
  const words = (text: string): string[] => text.match(/[\p{L}][\p{L}\p{M}'-]*/gu) ?? [];
  const shown = words(`${doc.title} ${doc.body?.textContent ?? ''}`).filter((word) => /^\p{Lu}/u.test(word));
  const typed = [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].flatMap((field) => words(field.value));
  return new Set([...shown, ...typed].map((word) => word.toLowerCase()));
}

/** The remote whose files the stack names (the longest base URL that matches), else the shell's, else none. */
export function remoteOfStack(stack: string, bases: Record<string, string>): string {
  let found = UNATTRIBUTED;
  let length = 0;
  for (const [remote, base] of Object.entries(bases)) {
    if (base.length > length && stack.includes(base)) {
      found = remote;
      length = base.length;
    }
  }
  return found;
}

/** Each remote's base URL (the folder of its remoteEntry.js), and the shell's own (`shellBase`). */
function remoteBases(shellBase: string | undefined): Record<string, string> {
  const bases: Record<string, string> = {};
  for (const [remote, entry] of Object.entries(globalThis.__KLW_REMOTES__ ?? {})) {
    try {
      bases[remote] = new URL('.', entry).href;
    } catch {
      // An entry that is no URL names no files.
    }
  }
  if (shellBase) bases[SHELL_REMOTE] = shellBase;
  return bases;
}

function exception(error: unknown): Attributes {
  const type = error instanceof Error ? error.name || 'Error' : typeof error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { 'exception.type': errorType(type), 'exception.message': scrubText(message, pageWords()) };
}

/** A CSS selector of the element a vital names, without its numbers (tag, id and class names, never its text). */
function selector(target: string | undefined): Attributes {
  return target ? { 'klw.vital.element': scrubText(target) } : {};
}

/** What the client reads of the shell's state (the channel's, in the page). */
export type ShellState = Pick<TelemetryHandoff, 'state' | 'versionOf'>;

function owner(remote: string, shell: ShellState): Attributes {
  const version = remote === SHELL_REMOTE ? SHELL_VERSION : shell.versionOf(remote);
  return { 'klw.remote.name': remote, ...(version ? { 'klw.remote.version': version } : {}) };
}

/** The record of an event; `failure` says whether it is sent whatever the sampling. */
function toRecord(
  event: PageEvent,
  shell: ShellState,
  bases: () => Record<string, string>,
): { record: TelemetryRecord; failure: boolean } {
  const common = (remote: string, phase: string): Attributes => ({
    ...owner(remote, shell),
    'klw.phase': phase,
    ...(event.route ? { 'klw.route': event.route } : {}),
  });
  const make = (name: string, failure: boolean, attributes: Attributes, severity: 'INFO' | 'ERROR' = failure ? 'ERROR' : 'INFO') => ({
    record: { time: event.at, severity, event: name, attributes },
    failure,
  });
  switch (event.t) {
    case 'load':
      return make('klw.remote.load', false, {
        ...common(event.remote, 'expose'),
        'klw.outcome': 'ok',
        'klw.duration_ms': Math.round(event.ms),
        ...Object.fromEntries(Object.entries(event.phases).map(([phase, ms]) => [`klw.load.${phase}_ms`, Math.round(ms)])),
      });
    case 'retry':
      // Sent whatever the sampling, as failures are: a canary whose files fail shows before its panels do. Not an
      // error by itself: the load may well succeed on the retry.
      return make(
        'klw.remote.retry',
        true,
        { ...common(event.remote, event.phase), 'klw.outcome': 'error', 'klw.retry.attempt': event.attempt, 'klw.retry.delay_ms': Math.round(event.delayMs), ...exception(event.error) },
        'INFO',
      );
    case 'mount':
      return make('klw.remote.mount', false, { ...common(event.remote, 'mount'), 'klw.outcome': 'ok', 'klw.duration_ms': Math.round(event.ms) });
    case 'error':
      return make('klw.remote.error', true, { ...common(event.remote, event.phase), 'klw.outcome': 'error', ...exception(event.error) });
    case 'uncaught': {
      const stack = event.error instanceof Error ? (event.error.stack ?? '') : '';
      return make('klw.remote.error', true, { ...common(remoteOfStack(stack, bases()), 'render'), 'klw.outcome': 'error', ...exception(event.error) });
    }
    case 'call': {
      const failed = event.status === null || event.status >= 400;
      return make('klw.call', failed, {
        ...common(event.active ?? 'klw_auth', 'call'),
        'klw.call.name': event.call,
        ...(event.status === null ? { 'klw.outcome': 'no-answer' } : { 'http.response.status_code': event.status, 'klw.outcome': failed ? 'error' : 'ok' }),
        'klw.duration_ms': Math.round(event.ms),
      });
    }
  }
}

type Vital = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

function vitalRecord(metric: Vital, shell: ShellState): TelemetryRecord {
  const { route, active } = shell.state();
  const target =
    metric.name === 'LCP' ? metric.attribution.target : metric.name === 'INP' ? metric.attribution.interactionTarget : metric.attribution.largestShiftTarget;
  return {
    time: Date.now(),
    severity: 'INFO',
    event: 'browser.web_vital',
    attributes: {
      ...owner(active ?? SHELL_REMOTE, shell),
      'klw.phase': 'vital',
      ...(route ? { 'klw.route': route } : {}),
      'klw.vital.name': metric.name,
      'klw.vital.value': metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      'klw.vital.rating': metric.rating,
      ...selector(target),
    },
  };
}

/**
 * A random page id: 16 hex digits, nothing of the user in it. Every fourth is a letter (a-f), so the id never holds a
 * run of eight decimal digits, which the receiver drops from any field as a possible relation number (58 random bits).
 */
function pageId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte, index) => (index % 4 === 3 ? 10 + (byte % 6) : byte % 16).toString(16)).join('');
}

export interface ClientOptions {
  /** The folder of the shell's files (a stack naming them is the shell's). */
  shellBase?: string;
  /** Whether this page's successes are sent; default by the configured rate. */
  sampled?: boolean;
  /** Default: fetch with keepalive, else navigator.sendBeacon. */
  send?: (url: string, body: string) => Promise<unknown>;
  /** Default: true; off in unit tests that need no PerformanceObserver. */
  vitals?: boolean;
}

function keepaliveSend(url: string, body: string): Promise<unknown> {
  try {
    return fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' }, credentials: 'omit' });
  } catch {
    navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
    return Promise.resolve();
  }
}

/** Starts the client with the events buffered so far; returns the sink for the events that follow. */
export function startClient(
  settings: TelemetrySettings,
  shell: ShellState,
  backlog: readonly PageEvent[],
  options: ClientOptions = {},
): (event: PageEvent) => void {
  const sampled = options.sampled ?? Math.random() < settings.sampleRate;
  const send = options.send ?? keepaliveSend;
  const url = `${settings.collector}/v1/logs`;
  const resource: Attributes = { 'service.name': 'klw-portal-web', 'service.version': SHELL_VERSION, 'klw.page.id': pageId() };
  const queue: TelemetryRecord[] = [];
  const vitals = new Map<string, TelemetryRecord>();
  let bases: Record<string, string> | null = null;
  let taken = 0;
  let inFlight = false;
  // A flush asked for while a send was in flight: it follows that send at once.
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const keep = (record: TelemetryRecord): void => {
    if (taken >= MAX_RECORDS_PER_PAGE) return;
    taken += 1;
    queue.push(record);
  };

  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight) {
      again = true;
      return;
    }
    if (queue.length === 0) return;
    inFlight = true;
    // Records per request: well under the 64 KB a keepalive request may carry, and what the portal accepts.
    const batch = queue.splice(0, TELEMETRY_BATCH_RECORDS);
    const done = (): void => {
      inFlight = false;
      // A flush asked for meanwhile (the page was hidden) goes now, a failure that came meanwhile within a second;
      // other records wait for the next failure or for the page to be hidden.
      if (again) {
        again = false;
        flush();
      } else if (queue.some((record) => record.severity === 'ERROR')) schedule();
    };
    send(url, encodeLogs(resource, batch)).then(done, done);
  };

  function schedule(): void {
    timer ??= setTimeout(flush, FAILURE_DELAY_MS);
  }

  const add = (event: PageEvent): void => {
    try {
      const { record, failure } = toRecord(event, shell, () => (bases ??= remoteBases(options.shellBase)));
      if (!failure && !sampled) return;
      keep(record);
      if (failure) schedule();
    } catch {
      // An event that cannot be recorded is dropped: telemetry never throws into the page.
    }
  };

  /** The page is hidden or left: the vitals as they stand and everything waiting go now. */
  const hidden = (): void => {
    for (const record of vitals.values()) keep(record);
    vitals.clear();
    flush();
  };

  if (sampled && options.vitals !== false) {
    const keepVital = (metric: Vital): void => void vitals.set(metric.name, vitalRecord(metric, shell));
    onLCP(keepVital, { reportAllChanges: true });
    onINP(keepVital, { reportAllChanges: true });
    onCLS(keepVital, { reportAllChanges: true });
  }
  // A screen's own error boundary (single-spa-react's, @klw/ui) shows the Dutch panel inside the screen when React
  // fails to render it: a render failure of the remote whose container it is.
  const reported = new WeakSet<Element>();
  const watchPanels = (): void => {
    for (const panel of document.querySelectorAll(`#${MOUNT_POINT_ID} .klw-remote [role="alert"]`)) {
      const remote = panel.closest<HTMLElement>('.klw-remote')?.dataset.remote;
      if (reported.has(panel) || !remote || panel.textContent?.trim() !== LOAD_FAILED_TEXT) continue;
      reported.add(panel);
      const error = Object.assign(new Error('Het scherm kon niet worden getoond (React).'), { name: 'RenderError' });
      add({ t: 'error', remote, phase: 'render', error, at: Date.now(), ...shell.state() });
    }
  };
  const mountPoint = document.getElementById(MOUNT_POINT_ID);
  if (mountPoint) new MutationObserver(watchPanels).observe(mountPoint, { childList: true, subtree: true });

  // After web-vitals' own listeners, so the vitals it reports on hiding are in the batch.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hidden(), true);
  window.addEventListener('pagehide', hidden, true);

  backlog.forEach(add);
  watchPanels();
  return add;
}
