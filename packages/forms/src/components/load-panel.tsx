import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { onMenuChange, reloadMenu, yearChoiceText } from '@klw/host-adapter';
import { refusedYearText } from '@klw/contracts/year';
import { ErrorPanel } from '@klw/ui';
import { signInAgainAction } from './session-report';

export interface LoadPanelProps {
  /** What could not be loaded ('De melkleveringen konden niet worden geladen.'). */
  message: string;
  /** Why, in Dutch (the call's own text), where known. */
  reason: string | null;
  /** Whether trying again can help: no 'Opnieuw proberen' after a refusal or an ended session. */
  retryable: boolean;
  /** The load failed because the session ended: the way on is signing in again. */
  sessionEnded: boolean;
  /**
   * The year was refused (not this user's): the panel says so and, where the portal's menu offers years, says how
   * to choose another there, in the menu's words (a participant's own years, an adviser's clients').
   */
  refused?: boolean;
  /** The year the page asked for (route parameter). Not named after a refusal: the number is the system's, not the farmer's. */
  klwId?: number | null;
  onRetry: () => void;
}

/**
 * The menu's sentence on choosing another year after a refusal, kept current: the menu may load after the screen's
 * refusal, or fail (then there is no menu to point to, and the panel does not).
 */
function useYearChoiceText(refused: boolean): string | null {
  const subscribe = useCallback((changed: () => void) => (refused ? onMenuChange(changed) : () => undefined), [refused]);
  return useSyncExternalStore(subscribe, () => (refused ? yearChoiceText() : null));
}

/**
 * The Dutch panel of a screen whose data could not be loaded. No 'Opnieuw proberen' where trying again cannot help
 * (no access, the session ended): the message says what to do. After an ended session the portal's menu, loading
 * again, says so too and offers its 'Opnieuw aanmelden' (it may have loaded just before the session ended), and
 * the panel offers the same link, which leads back to this page.
 */
export function LoadPanel({ message, reason, retryable, sessionEnded, refused = false, onRetry }: LoadPanelProps) {
  const signIn = useMemo(() => (sessionEnded ? signInAgainAction() : null), [sessionEnded]);
  const choice = useYearChoiceText(refused);
  useEffect(() => {
    if (sessionEnded) reloadMenu();
  }, [sessionEnded]);
  // After a refusal the API's words give way to ours, with the way to a year this user may open.
  const why = refused ? [refusedYearText(), ...(choice ? [choice] : [])] : reason ? [reason] : [];
  return (
    <ErrorPanel
      message={[message, ...why].join(' ')}
      onRetry={retryable ? onRetry : undefined}
      action={signIn ?? undefined}
    />
  );
}
