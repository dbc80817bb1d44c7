import type { CallContext } from './call-context';

/**
 * Why a year is read-only for this user: 'unknown' until the call context is known, 'closed' for a closed year
 * (status above 1, or no status), 'no-rights' for an open year the user may not edit; null when the user may edit.
 */
export type ReadOnlyReason = 'unknown' | 'closed' | 'no-rights';

/**
 * SPEC.md section 4. Read-only until the call context is known; a closed year (status above 1) for everyone;
 * an open year only for users who are neither participant, proxy holder nor authorized.
 * An unknown status is treated as closed: editing must be proven allowed, not assumed.
 */
export function readOnlyReason(ctx: CallContext | null | undefined): ReadOnlyReason | null {
  if (!ctx) return 'unknown';
  const status = ctx.kringloopwijzerStatusId;
  if (status === null || status > 1) return 'closed';
  return !ctx.gebruikerIsDeelnemer && !ctx.volmacht && !ctx.gebruikerIsAuthorized ? 'no-rights' : null;
}

export function isReadOnly(ctx: CallContext | null | undefined): boolean {
  return readOnlyReason(ctx) !== null;
}
