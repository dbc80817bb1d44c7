import { RETRY_DELAYS_MS } from '@klw/platform';
import { IncompatibleRemoteError } from './compatibility';

/*
 * A file a remote's load needs (the registry, a manifest, an entry, a first chunk) that fails once on a rural link is
 * asked for again before the Dutch panel shows, with the waits of RETRY_DELAYS_MS (@klw/platform, which webpack's
 * chunk loading of the chunks a screen loads later uses too); the time-out of the load counts on meanwhile. A remote
 * built against other versions is never retried: asking again gives the same answer.
 */

export interface RetryReport {
  /** 1 for the first retry. */
  attempt: number;
  /** The wait before it. */
  delayMs: number;
  /** Why the try before it failed. */
  error: unknown;
}

export interface RetryOptions {
  delays?: readonly number[];
  /** Called before each retry (telemetry: every retry is a record). */
  onRetry?: (report: RetryReport) => void;
  /** How to wait; tests pass one that does not. */
  wait?: (ms: number) => Promise<void>;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function retryable(error: unknown): boolean {
  return !(error instanceof IncompatibleRemoteError);
}

/** Runs `load`, and again after each delay while it fails; rejects with the last failure. */
export async function withRetries<T>(load: () => Promise<T>, { delays = RETRY_DELAYS_MS, onRetry, wait = pause }: RetryOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delayMs = delays[attempt];
      if (delayMs === undefined || !retryable(error)) throw error;
      try {
        onRetry?.({ attempt: attempt + 1, delayMs, error });
      } catch {
        // A report that fails must not stop the retry.
      }
      await wait(delayMs);
    }
  }
}
