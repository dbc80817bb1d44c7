/**
 * The page's telemetry channel (ADR 013). The shell owns the one telemetry client of the page and puts
 * this channel on `globalThis` when telemetry is on; klw_auth's client reports each call into it. Nothing else of a
 * remote starts telemetry: without the channel (telemetry off, or a page without the shell) a report is dropped.
 */
export const TELEMETRY_CHANNEL = '__KLW_TELEMETRY__';

/** One call made through klw_auth's client, as it reports it; the shell adds the remote that made it. */
export interface CallReport {
  t: 'call';
  /** The call's path template without its query, from the base URL on ('MelkLevering/SaveMelkLeveringGegevens'). */
  call: string;
  /** The answer's HTTP status; null when none came (network failure, time-out). */
  status: number | null;
  /** From the call's start to its answer (or failure), retries included, in milliseconds. */
  ms: number;
}

export interface TelemetryChannel {
  push(report: CallReport): void;
}

/** A call's name as telemetry carries it: the path without query or fragment, any number in it as '{n}'. */
export function callName(path: string): string {
  return path
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/\d+/g, '{n}');
}

/** Reports a call into the page's channel, when there is one; never throws into the call. */
export function reportCall(report: CallReport): void {
  try {
    (globalThis as { [TELEMETRY_CHANNEL]?: TelemetryChannel })[TELEMETRY_CHANNEL]?.push(report);
  } catch {
    // Telemetry must never break a call.
  }
}
