import type { CallContext } from './call-context';

/**
 * Why a year is read-only for this user: 'unknown' until the call context and the year's status are known, 'closed'
 * for a closed year (status above 1), 'no-rights' for an open year the user may not edit; null when the user may edit.
 */
export type ReadOnlyReason = 'unknown' | 'closed' | 'no-rights';

/**
 * docs/PRODUCT.md section 4. Read-only until the call context is known; a closed year (status above 1) for everyone;
 * an open year only for users who are neither participant, proxy holder nor authorized.
 * An unknown status is treated as closed: editing must be proven allowed, not assumed.
 */
export function readOnlyReason(ctx: CallContext | null | undefined): ReadOnlyReason | null {
  if (!ctx || ctx.kringloopwijzerStatusId === null) return 'unknown';
  if (ctx.kringloopwijzerStatusId > 1) return 'closed';
  return !ctx.gebruikerIsDeelnemer && !ctx.volmacht && !ctx.gebruikerIsAuthorized ? 'no-rights' : null;
}

export function isReadOnly(ctx: CallContext | null | undefined): boolean {
  return readOnlyReason(ctx) !== null;
}
