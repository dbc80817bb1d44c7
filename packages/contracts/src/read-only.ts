import type { CallContext } from './call-context';

/**
 * SPEC.md section 4. Read-only until the call context is known; a closed year (status above 1) for everyone;
 * an open year only for users who are neither participant, proxy holder nor authorized.
 * An unknown status is treated as closed: editing must be proven allowed, not assumed.
 */
export function isReadOnly(ctx: CallContext | null | undefined): boolean {
  if (!ctx) return true;
  const status = ctx.kringloopwijzerStatusId;
  if (status === null || status > 1) return true;
  return !ctx.gebruikerIsDeelnemer && !ctx.volmacht && !ctx.gebruikerIsAuthorized;
}
