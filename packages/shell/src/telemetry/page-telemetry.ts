import { TELEMETRY_CHANNEL } from '@klw/contracts/telemetry';
import type { CallReport, TelemetryChannel } from '@klw/contracts/telemetry';
import { configuredText } from '@klw/platform';
import { versionOf } from '../versions';

/**
 * The part of the page's telemetry the shell carries eagerly (ADR 013): the configuration, a buffer of
 * what happened and the listeners for uncaught errors. The client that turns events into OTLP records and sends
 * them (client.ts) is a script of its own beside shell.js (telemetry.js, built by webpack.config.js), loaded once the
 * screen has mounted or when a failure must be sent, so the first view carries only this, not even webpack's chunk
 * loading. Telemetry off in the configuration: nothing is buffered, nothing loaded or sent.
 */
export type Phase = 'registry' | 'manifest' | 'entry' | 'expose' | 'chunk' | 'mount' | 'render' | 'call' | 'vital';

export type TelemetryEvent =
  /** A remote's code has loaded: milliseconds per phase and in all. */
  | { t: 'load'; remote: string; phases: Partial<Record<Phase, number>>; ms: number }
  | { t: 'mount'; remote: string; ms: number }
  /**
   * A file of a remote's load failed and is asked for again (with-retries.ts), or a chunk it loads later (phase 'chunk':
   * webpack's chunk loading, webpack/chunk-retry-plugin.js): which retry, after what wait.
   */
  | { t: 'retry'; remote: string; phase: Phase; attempt: number; delayMs: number; error: unknown }
  /** A failure the page shows the Dutch panel for. */
  | { t: 'error'; remote: string; phase: Phase; error: unknown }
  | CallReport
  | { t: 'uncaught'; error: unknown };

/** An event with when, on which route template and under which mounted screen it happened. */
export type PageEvent = TelemetryEvent & { at: number; route: string | null; active: string | null };

export interface TelemetrySettings {
  /** The collector's base URL: records go to `{collector}/v1/logs`. */
  collector: string;
  /** Share of pages whose successes are sent (failures always are), 0 to 1. */
  sampleRate: number;
}

const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * The telemetry settings of the page configuration (`window.klwConfig`): `telemetry` false turns it off;
 * `telemetryCollectorUrl` (default '<router base>/telemetry' on the page's own origin) and `telemetrySampleRate`
 * (default 0.1). Null when off.
 */
export function telemetrySettings(config: Record<string, unknown> | undefined, base: string): TelemetrySettings | null {
  const on = config?.telemetry;
  if (on === false || (typeof on === 'string' && /^(0|false|off|no)$/i.test(on.trim()))) return null;
  const collector = (configuredText(config?.telemetryCollectorUrl) ?? `${base.replace(/\/+$/, '')}/telemetry`).replace(/\/+$/, '');
  const rate = Number(configuredText(String(config?.telemetrySampleRate ?? '')) ?? DEFAULT_SAMPLE_RATE);
  return { collector, sampleRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : DEFAULT_SAMPLE_RATE };
}

/**
 * What the shell hands the client script through the page's channel (entry.ts): the settings, the page's state and
 * versions, and `attach`, by which the client takes the events buffered so far and receives every later one.
 */
export interface TelemetryHandoff extends TelemetryChannel {
  settings: TelemetrySettings;
  attach(sink: (event: PageEvent) => void): PageEvent[];
  state(): { route: string | null; active: string | null };
  versionOf(remote: string): string | undefined;
}

// The folder shell.js was loaded from: telemetry.js lies beside it.
const SHELL_SCRIPT = typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

let settings: TelemetrySettings | null = null;
let route: string | null = null;
let active: string | null = null;
let buffered: PageEvent[] = [];
let sink: ((event: PageEvent) => void) | null = null;
let loading = false;

/** Loads the client script once; it attaches itself through the channel. */
function loadClient(): void {
  if (loading || !settings || !SHELL_SCRIPT) return;
  loading = true;
  const script = document.createElement('script');
  script.src = new URL('telemetry.js', SHELL_SCRIPT).href;
  document.head.append(script);
}

/** Records an event of the page; does nothing when telemetry is off. A failure has the client loaded at once. */
export function record(event: TelemetryEvent): void {
  if (!settings) return;
  const stamped: PageEvent = { ...event, at: Date.now(), route, active };
  if (sink) sink(stamped);
  else buffered.push(stamped);
  if (event.t === 'error' || event.t === 'uncaught') loadClient();
}

/** The screen being mounted on the page, or none: calls through klw_auth from now on are its calls (ADR 013). */
export function screenActive(remote: string | null): void {
  active = remote;
}

/**
 * How long after a screen mounted the client script waits before it loads (then when the browser is idle): a screen
 * makes its first calls as it mounts, and on a slow link the client's 7 KB would share the line with their answers,
 * which the farmer waits for. Events wait in the buffer meanwhile; a failure loads it at once.
 */
const CLIENT_DELAY_MS = 2_000;

/** The screen has mounted: the client script is loaded CLIENT_DELAY_MS later, when the browser is idle. */
export function screenMounted(): void {
  if (settings) setTimeout(() => (window.requestIdleCallback ?? setTimeout)(loadClient), CLIENT_DELAY_MS);
}

/**
 * Starts the page's telemetry from its configuration: the channel klw_auth reports calls into and the listeners for
 * uncaught errors. `routeTemplate` is the route's template ('/melklevering/Index/{klwId}'), never its URL.
 */
export function startTelemetry(config: Record<string, unknown> | undefined, base: string, routeTemplate: string | null): void {
  settings = telemetrySettings(config, base);
  route = routeTemplate;
  if (!settings) return;
  const channel: TelemetryHandoff = {
    push: record,
    settings,
    attach: (client) => {
      sink = client;
      const backlog = buffered;
      buffered = [];
      return backlog;
    },
    state: () => ({ route, active }),
    versionOf,
  };
  (globalThis as { [TELEMETRY_CHANNEL]?: TelemetryHandoff })[TELEMETRY_CHANNEL] = channel;
  window.addEventListener('error', (event) => record({ t: 'uncaught', error: event.error ?? event.message }));
  window.addEventListener('unhandledrejection', (event) => record({ t: 'uncaught', error: event.reason }));
}
