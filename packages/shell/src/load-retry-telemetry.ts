import { UNATTRIBUTED } from '@klw/platform';
import type { RetryReport } from './with-retries';
import { record, type Phase } from './telemetry/page-telemetry';

// Every retry of a file the shell loads is a warning in the console and a telemetry record of the remote it is for.

/** A retry of a file of `remote`'s load, for telemetry. */
export function reportRetry(remote: string, phase: Phase, { attempt, delayMs, error }: RetryReport): void {
  console.warn(`[klw-shell] ${remote}: opnieuw geprobeerd (${attempt}e keer, na ${delayMs} ms):`, error);
  record({ t: 'retry', remote, phase, attempt, delayMs, error });
}

/**
 * A first script that failed is asked for again (with-retries.ts). Its remote is the one whose entry's folder holds it
 * (the shell has accepted every remote before it runs its scripts); the entry itself is the entry phase, any other
 * chunk the expose phase.
 */
export const SCRIPT_RETRY = {
  onRetry: (src: string, report: RetryReport): void => {
    let remote = UNATTRIBUTED;
    let phase: Phase = 'expose';
    for (const [name, entry] of Object.entries(globalThis.__KLW_REMOTES__ ?? {})) {
      if (src === entry) phase = 'entry';
      if (src === entry || src.startsWith(new URL('.', entry).href)) remote = name;
    }
    reportRetry(remote, phase, report);
  },
};
