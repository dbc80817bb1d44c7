import { useCallback, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { LOADING_TEXT, RETRY_TEXT, SIGN_IN_AGAIN_TEXT, draftFoundText, failureDescriptions, melkFieldPaths, readOnlyReason, unreadableMessage } from '@klw/contracts';
import type { MelkFieldPath } from '@klw/contracts';
import { reloadMenu, signInAgain, signInAgainHref } from '@klw/host-adapter';
import { ErrorPanel, PageFrame, useNotifications } from '@klw/ui';
import type { NoticeAction, Notifier } from '@klw/ui';
import { isSessionEnded } from 'klw_auth/client';
import { selectReadOnly, sessionStore } from 'klw_auth/session';

import { LOAD_ERROR_TEXT, isConflict, selectHasUnsavedChanges } from '../store/melklevering-store';
import type { CallResult, MelkleveringStore, SaveResult } from '../store/melklevering-store';
import { fieldName } from '../rules/form-rules';
import { useMelklevering, useMelkleveringStoreApi } from '../store/store-context';
import { DeliveriesCard } from './deliveries-card';
import { ManualCard } from './manual-card';
import { SaveButton } from './save-button';
import { useLeaveGuard } from './use-leave-guard';

const SAVE_ERROR_TITLE = 'Er ging iets fout';
const SAVED_TITLE = 'Succesvol opgeslagen';
const SAVED_TEXT = 'Melk leveringen zijn opgeslagen';
const NOTHING_SAVED_TEXT = 'Er is niets opgeslagen.';
const SESSION_ENDED_TITLE = 'Uw sessie is verlopen';
const SESSION_ENDED_TEXT = 'Meld u opnieuw aan. Uw invoer is bewaard op deze computer.';
const RELOAD_DATA_TEXT = 'Gegevens opnieuw laden';
const OVERWRITE_TEXT = 'Mijn invoer toch opslaan';
const RESTORE_DRAFT_TEXT = 'Terugzetten';
const DISCARD_DRAFT_TEXT = 'Weggooien';
const VIEW_ONLY_TEXT = 'Het scherm is alleen te bekijken.';
// Why a year is read-only, where it is known: without it a closed year and missing rights look the same, and a farmer
// or adviser looks in vain for the save button.
const READ_ONLY_TEXTS = {
  closed: `Deze kringloopwijzer is afgesloten. ${VIEW_ONLY_TEXT}`,
  'no-rights': `U heeft geen rechten om deze kringloopwijzer te wijzigen. ${VIEW_ONLY_TEXT}`,
  // The user's data came without the year's status: editing must be proven allowed, so the screen says it cannot.
  unknown: `De status van deze kringloopwijzer is niet bekend. ${VIEW_ONLY_TEXT}`,
} as const;

/**
 * A bar above the cards, named by its own text: Fluent's MessageBar names its group by a title this screen's bars do
 * not have (a reference to nothing). `AriaLiveAnnouncer` in RemoteRoot reads it out when it comes.
 */
function ScreenBar({ intent, children, actions }: { intent: 'info' | 'warning'; children: ReactNode; actions?: ReactNode }) {
  const bodyId = useId('klw-bar-');
  return (
    <MessageBar intent={intent} layout="multiline" aria-labelledby={bodyId}>
      <MessageBarBody id={bodyId}>{children}</MessageBarBody>
      {actions ? <MessageBarActions>{actions}</MessageBarActions> : null}
    </MessageBar>
  );
}

/** Tells the farmer how a save went. A conflict offers to take the server's data or to save over it. */
function reportSave(result: SaveResult, store: MelkleveringStore, notify: Notifier): void {
  if (result.ok) {
    notify.success(SAVED_TITLE, SAVED_TEXT);
    // The menu item's done/warning state follows the saved figures.
    reloadMenu();
    return;
  }
  if ('unreadable' in result) {
    reportUnreadable(result.unreadable, store, notify);
    return;
  }
  if (!('error' in result)) return;
  const { error } = result;
  if (isSessionEnded(error)) {
    reportSessionEnded(notify);
    return;
  }
  const descriptions = failureDescriptions(error);
  if (isConflict(error)) {
    const actions = [
      {
        label: RELOAD_DATA_TEXT,
        onClick: () => {
          notify.dismissAll();
          void store.getState().reloadData().then((reloaded) => reportReload(reloaded, notify));
        },
      },
      {
        label: OVERWRITE_TEXT,
        onClick: () => {
          notify.dismissAll();
          void store.getState().save({ overwrite: true }).then((saved) => reportSave(saved, store, notify));
        },
      },
    ];
    for (const description of descriptions) notify.error(description, SAVE_ERROR_TITLE, { actions });
    return;
  }
  for (const description of descriptions) notify.error(description, SAVE_ERROR_TITLE);
}

/**
 * A save refused because fields hold text that is no number: each is named, and the first on the screen gets the
 * focus, its text and message as they are, so the farmer can mend it and save again.
 */
function reportUnreadable(paths: readonly MelkFieldPath[], store: MelkleveringStore, notify: Notifier): void {
  const jaar = store.getState().data?.kringloopwijzerJaar;
  const order = jaar === undefined ? [] : melkFieldPaths(jaar);
  const inScreenOrder = [...paths].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const path of inScreenOrder) {
    notify.error(`${unreadableMessage(fieldName(path))}. ${NOTHING_SAVED_TEXT}`, SAVE_ERROR_TITLE);
  }
  const first = inScreenOrder[0];
  if (first !== undefined) document.getElementsByName(first)[0]?.focus();
}

/**
 * The session ended (its refresh was refused): the typing is kept on this computer. The notice offers the portal's
 * 'Opnieuw aanmelden', which leads back to this year, where the typing is offered again; the portal's menu, asked
 * to load again, meets the ended session and offers the same link. A page whose menu offers no such link gets the
 * notice without the button.
 */
function reportSessionEnded(notify: Notifier): void {
  const signIn = signInAgainAction();
  notify.error(SESSION_ENDED_TEXT, SESSION_ENDED_TITLE, { actions: signIn ? [signIn] : [] });
  reloadMenu();
}

/**
 * 'Opnieuw aanmelden' through the portal menu's link back to this page; null where the page offers none. The notice
 * stays: with unsaved typing the browser asks before leaving, and a farmer who stays keeps the button.
 */
function signInAgainAction(): NoticeAction | null {
  return signInAgainHref() === null ? null : { label: SIGN_IN_AGAIN_TEXT, onClick: signInAgain, keepsNotice: true };
}

function reportReload(result: CallResult, notify: Notifier): void {
  if (result.ok || !('error' in result)) return;
  if (isSessionEnded(result.error)) reportSessionEnded(notify);
  else for (const description of failureDescriptions(result.error)) notify.error(description, LOAD_ERROR_TEXT);
}

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface MelkleveringScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number | null;
}

/** The milk delivery screen: the deliveries of the year and the manual figures (SPEC.md, issue 5). */
export function MelkleveringScreen({ klwId }: MelkleveringScreenProps) {
  const styles = useStyles();
  const store = useMelkleveringStoreApi();
  const notify = useNotifications();
  const status = useMelklevering((state) => state.status);
  const loadError = useMelklevering((state) => state.loadError);
  const loadRetryable = useMelklevering((state) => state.loadRetryable);
  const loadSessionEnded = useMelklevering((state) => state.loadSessionEnded);
  const dataKlwId = useMelklevering((state) => state.data?.kringloopwijzerId ?? null);
  const unsaved = useMelklevering(selectHasUnsavedChanges);
  const readOnly = useStore(sessionStore, selectReadOnly);
  const readOnlyBecause = useStore(sessionStore, (state) => (state.status === 'loaded' ? readOnlyReason(state.callContext) : null));
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const sessionError = useStore(sessionStore, (state) => state.error);
  const sessionRetryable = useStore(sessionStore, (state) => state.retryable);
  const userId = useStore(sessionStore, (state) => state.callContext?.gebruikerId ?? null);
  const draftOffer = useMelklevering((state) => state.draftOffer);
  const draftOfferKey = useMelklevering((state) => state.draftOfferKey);
  const saving = useMelklevering((state) => state.saving);
  const formVersion = useMelklevering((state) => state.formVersion);

  useEffect(() => {
    void sessionStore.getState().load();
    void store.getState().load();
  }, [store]);

  // Drafts are the signed-in user's, and only of a year this user may edit.
  useEffect(() => {
    store.getState().setDraftOwner(sessionStatus === 'loaded' ? userId : null, readOnly);
  }, [store, userId, readOnly, sessionStatus]);

  useLeaveGuard(unsaved);

  // The figures could not be loaded because the session ended: the menu, loading again, says so too and offers its
  // 'Opnieuw aanmelden' (it may have loaded just before the session ended), and the panel offers the same link.
  const signInAgain = useMemo(() => (loadSessionEnded ? signInAgainAction() : null), [loadSessionEnded]);
  useEffect(() => {
    if (loadSessionEnded) reloadMenu();
  }, [loadSessionEnded]);

  const save = useCallback(async () => {
    // The notices of the last attempt are stale now.
    notify.dismissAll();
    reportSave(await store.getState().save(), store, notify);
  }, [store, notify]);

  const loaded = status === 'loaded';
  // Until the figures are there, and then until it is known whether this user may change them: the fields take no
  // typing meanwhile, and without 'Laden...' a farmer's typing was dropped without a sign.
  const waiting = status === 'idle' || status === 'loading' || (loaded && (sessionStatus === 'idle' || sessionStatus === 'loading'));
  const canSave = loaded && !readOnly;

  return (
    <PageFrame title="Melklevering" actions={canSave ? <SaveButton onSave={() => void save()} /> : undefined}>
      {/* Only while there is something to view: when the figures failed too, their panel says why. */}
      {sessionStatus === 'error' && status !== 'error' ? (
        <ScreenBar
          intent="warning"
          actions={
            sessionRetryable ? <Button onClick={() => void sessionStore.getState().load()}>{RETRY_TEXT}</Button> : undefined
          }
        >
          {sessionError ?? 'De gebruikersgegevens konden niet worden geladen.'} {VIEW_ONLY_TEXT}
        </ScreenBar>
      ) : null}
      {loaded && readOnlyBecause !== null ? <ScreenBar intent="info">{READ_ONLY_TEXTS[readOnlyBecause]}</ScreenBar> : null}
      {loaded && typeof klwId === 'number' && Number.isFinite(klwId) && dataKlwId !== null && dataKlwId !== klwId ? (
        <ScreenBar intent="warning">
          Let op: deze gegevens horen bij Kringloopwijzer {dataKlwId}, niet bij {klwId}.
        </ScreenBar>
      ) : null}
      {waiting ? <Spinner label={LOADING_TEXT} /> : null}
      {status === 'error' ? (
        <ErrorPanel
          message={loadError ? `${LOAD_ERROR_TEXT} ${loadError}` : LOAD_ERROR_TEXT}
          // No 'Opnieuw proberen' where trying again cannot help (no access, the session ended): the message says what
          // to do, and after an ended session the page's 'Opnieuw aanmelden' leads back here.
          onRetry={
            loadRetryable
              ? () => {
                  // The user's data failed the same way; without it the screen would stay read-only.
                  void sessionStore.getState().load();
                  void store.getState().load();
                }
              : undefined
          }
          action={signInAgain ?? undefined}
        />
      ) : null}
      {loaded && draftOffer ? (
        <ScreenBar
          // Each draft offered has a bar of its own: a screen reader hears the next one come.
          key={draftOfferKey}
          intent="info"
          actions={
            // Not while a save is under way: its answer would take the place of the draft's version.
            <>
              <Button disabledFocusable={saving} onClick={() => store.getState().restoreDraft()}>
                {RESTORE_DRAFT_TEXT}
              </Button>
              <Button disabledFocusable={saving} onClick={() => store.getState().discardDraft()}>
                {DISCARD_DRAFT_TEXT}
              </Button>
            </>
          }
        >
          {draftFoundText(draftOffer.savedAt)}
        </ScreenBar>
      ) : null}
      {loaded ? (
        <div className={styles.cards}>
          <DeliveriesCard />
          {/* A form replaced by the farmer's choice starts with fresh fields: none keeps text typed before. */}
          <ManualCard key={formVersion} readOnly={readOnly} />
        </div>
      ) : null}
    </PageFrame>
  );
}
