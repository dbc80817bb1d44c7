import { useEffect, useMemo } from 'react';
import { reloadMenu } from '@klw/host-adapter';
import { ErrorPanel } from '@klw/ui';
import { signInAgainAction } from './save-report';

export interface LoadPanelProps {
  /** What could not be loaded ('De melkleveringen konden niet worden geladen.'). */
  message: string;
  /** Why, in Dutch (the call's own text), where known. */
  reason: string | null;
  /** Whether trying again can help: no 'Opnieuw proberen' after a refusal or an ended session. */
  retryable: boolean;
  /** The load failed because the session ended: the way on is signing in again. */
  sessionEnded: boolean;
  /** The year was refused (not this user's): the panel says to choose one of their own years in the menu. */
  refused?: boolean;
  onRetry: () => void;
}

/**
 * The Dutch panel of a screen whose data could not be loaded. No 'Opnieuw proberen' where trying again cannot help
 * (no access, the session ended): the message says what to do. After an ended session the portal's menu, loading
 * again, says so too and offers its 'Opnieuw aanmelden' (it may have loaded just before the session ended), and
 * the panel offers the same link, which leads back to this page.
 */
/** After a refused year: the portal's menu lists the user's own years (its year list). */
const CHOOSE_OWN_YEAR_TEXT = 'Kies in het menu een van uw eigen kringloopwijzers.';

export function LoadPanel({ message, reason, retryable, sessionEnded, refused = false, onRetry }: LoadPanelProps) {
  const signIn = useMemo(() => (sessionEnded ? signInAgainAction() : null), [sessionEnded]);
  useEffect(() => {
    if (sessionEnded) reloadMenu();
  }, [sessionEnded]);
  return (
    <ErrorPanel
      message={[message, ...(reason ? [reason] : []), ...(refused ? [CHOOSE_OWN_YEAR_TEXT] : [])].join(' ')}
      onRetry={retryable ? onRetry : undefined}
      action={signIn ?? undefined}
    />
  );
}
