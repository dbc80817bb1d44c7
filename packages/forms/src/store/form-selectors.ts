import { SESSION_ENDED_TEXT } from '@klw/contracts/texts';
import { canRetry, isSessionEnded } from 'klw_auth/client';
import { sameForm } from '../rules/form-diff';
import type { DataSlice, FormSlice } from './form-state';

// What the screen reads from the store's state and from a call's error: why a load failed and what helps, whether a
// save met a conflict or lost its answer, whether anything is unsaved.

const FORBIDDEN = 403;
const PRECONDITION_FAILED = 412;
const GATEWAY_TIMEOUT = 504;

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/** A save refused because someone saved another version meanwhile (412: the If-Match version is gone). */
export function isConflict(error: unknown): boolean {
  return statusOf(error) === PRECONDITION_FAILED;
}

/** A save whose answer did not come: a time-out or no connection (status null), or a gateway that gave up waiting. */
export function answerLost(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status === GATEWAY_TIMEOUT;
}

/** Why a load failed, in Dutch: the call's own text (no connection, time-out, the server's answer). */
export function loadReason(error: unknown): string | null {
  if (isSessionEnded(error)) return SESSION_ENDED_TEXT;
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}

/** Whether there are changes that are not saved: a changed value, or a field holding text that is no number. */
export function selectHasUnsavedChanges(state: FormSlice<unknown>): boolean {
  if (state.unreadable.length > 0) return true;
  return state.form !== null && state.savedForm !== null && !sameForm(state.form, state.savedForm);
}

/** Whether retrying the failed load can help (klw_auth's canRetry: not after 403 or a lost session). */
export function selectLoadRetryable(state: DataSlice<unknown>): boolean {
  return state.loadFailure === null || canRetry(state.loadFailure);
}

/** Whether the load was refused (403): the year is not one this user may see, so choosing one of theirs is the way on. */
export function selectLoadRefused(state: DataSlice<unknown>): boolean {
  return statusOf(state.loadFailure) === FORBIDDEN;
}

/** Whether the load failed because the session ended, so signing in again is the way on. */
export function selectLoadSessionEnded(state: DataSlice<unknown>): boolean {
  return isSessionEnded(state.loadFailure);
}
