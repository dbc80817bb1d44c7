import { useCallback, useEffect, useMemo } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { LOADING_TEXT, SIGN_IN_AGAIN_TEXT } from '@klw/contracts';
import { reloadMenu, signInAgain, signInAgainHref } from '@klw/host-adapter';
import { ErrorPanel, PageFrame } from '@klw/ui';
import { sessionStore } from 'klw_auth/session';

export const SCREEN_TITLE = 'Schermtitel';
export const LOAD_ERROR_TEXT = 'De gegevens van de Kringloopwijzer konden niet worden geladen.';
const UNKNOWN_TEXT = 'onbekend';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

/**
 * The screen as `pnpm new-screen` scaffolds it: the heading, and the call context of the page (year and farm)
 * loaded through klw_auth. Replace the body with the screen's real content (docs/MIGRATION.md, step 5).
 */
export function ScreenTemplateScreen() {
  const styles = useStyles();
  const status = useStore(sessionStore, (state) => state.status);
  const error = useStore(sessionStore, (state) => state.error);
  const retryable = useStore(sessionStore, (state) => state.retryable);
  const sessionEnded = useStore(sessionStore, (state) => state.sessionEnded === true);
  const callContext = useStore(sessionStore, (state) => state.callContext);

  const load = useCallback(() => {
    void sessionStore.getState().load();
  }, []);

  useEffect(load, [load]);

  // The session ended: the portal's menu, asked to load again, says so too, and the panel offers the menu's
  // 'Opnieuw aanmelden', which leads back to this page (none where the page has no such link).
  const signIn = useMemo(
    () => (sessionEnded && signInAgainHref() !== null ? { label: SIGN_IN_AGAIN_TEXT, onClick: signInAgain } : undefined),
    [sessionEnded],
  );
  useEffect(() => {
    if (sessionEnded) reloadMenu();
  }, [sessionEnded]);

  return (
    <PageFrame title={SCREEN_TITLE}>
      {status === 'error' ? (
        // No 'Opnieuw proberen' where it cannot help (no access, the session ended): the message says what to do.
        <ErrorPanel
          message={error ? `${LOAD_ERROR_TEXT} ${error}` : LOAD_ERROR_TEXT}
          onRetry={retryable ? load : undefined}
          action={signIn}
        />
      ) : status === 'loaded' && callContext ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>Jaar</dt>
          <dd className={styles.value}>{callContext.kringloopwijzerJaar ?? UNKNOWN_TEXT}</dd>
          <dt className={styles.term}>Bedrijf</dt>
          <dd className={styles.value}>{callContext.naam ?? UNKNOWN_TEXT}</dd>
        </dl>
      ) : (
        <Spinner label={LOADING_TEXT} />
      )}
    </PageFrame>
  );
}
