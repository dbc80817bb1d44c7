import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { LOADING_TEXT, RETRY_TEXT } from '@klw/contracts/texts';
import { draftFoundText } from '@klw/contracts/drafts';
import { readOnlyReason } from '@klw/contracts/year';
import { PageFrame, touchTarget, useNotifications } from '@klw/ui';
import { selectReadOnly, sessionStore } from 'klw_auth/session';
import { useFormModel, useFormState, useFormStoreApi } from '../store/form-context';
import { loadReason, selectHasUnsavedChanges, selectLoadRefused, selectLoadRetryable, selectLoadSessionEnded } from '../store/form-selectors';
import { AdjustedValuesContext, useAdjustedValuesRegister } from './adjusted-values';
import { DraftOfferValues } from './draft-offer-values';
import { LoadPanel } from './load-panel';
import { SaveButton, UnsavedStatus } from './save-button';
import { EndSaveButton } from './end-save-button';
import { useGoToField } from './go-to-field';
import { reportSave } from './save-report';
import { useLeaveGuard } from './use-leave-guard';
import { useSignOutElsewhere } from './use-sign-out-elsewhere';
import { YearHeadingLine } from './year-heading';

const RESTORE_DRAFT_TEXT = 'Terugzetten';
const DISCARD_DRAFT_TEXT = 'Weggooien';
const VIEW_ONLY_TEXT = 'Het scherm is alleen te bekijken.';
const USER_DATA_FAILED_TEXT = 'De gebruikersgegevens konden niet worden geladen.';
// Why a year is read-only, where it is known: without it a closed year and missing rights look the same, and a farmer
// or adviser looks in vain for the save button.
const READ_ONLY_TEXTS = {
  closed: `Deze kringloopwijzer is afgesloten. ${VIEW_ONLY_TEXT}`,
  'no-rights': `U heeft geen rechten om deze kringloopwijzer te wijzigen. ${VIEW_ONLY_TEXT}`,
  // The user's data came without the year's status: editing must be proven allowed, so the screen says it cannot.
  unknown: `De status van deze kringloopwijzer is niet bekend. ${VIEW_ONLY_TEXT}`,
} as const;

/**
 * A bar above the cards, named by its own text: Fluent's MessageBar names its group by a title these bars do not have
 * (a reference to nothing). `AriaLiveAnnouncer` in RemoteRoot reads it out when it comes.
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

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  button: touchTarget,
});

/**
 * What a screen's cards are given: whether the year may be edited. (A form the farmer's choice replaced gets fresh
 * fields from the kit's FormField itself; a card needs no key for it.)
 */
interface FormScreenContext {
  readOnly: boolean;
}

export interface FormScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number | null;
  /** The screen's cards, shown once its data is there. */
  children: (context: FormScreenContext) => ReactNode;
}

/**
 * A form screen's frame, the same on every screen: the heading with 'Alles opslaan' (hidden in a read-only year), the
 * bars (the user's data failed, why the year is read-only, data of another year, a draft to restore), 'Laden...',
 * the load panel, the leave guard, and the screen's cards. The screen brings its model (through FormStoreProvider)
 * and its cards.
 */
export function FormScreen({ klwId, children }: FormScreenProps) {
  const styles = useStyles();
  const store = useFormStoreApi();
  const model = useFormModel();
  const notify = useNotifications();
  const status = useFormState((state) => state.status);
  const loadFailure = useFormState((state) => state.loadFailure);
  const loadRetryable = useFormState(selectLoadRetryable);
  const loadSessionEnded = useFormState(selectLoadSessionEnded);
  const loadRefused = useFormState(selectLoadRefused);
  const dataKlwId = useFormState((state) => (state.data === null ? null : model.klwIdOf(state.data)));
  const unsaved = useFormState(selectHasUnsavedChanges);
  const readOnly = useStore(sessionStore, selectReadOnly);
  const readOnlyBecause = useStore(sessionStore, (state) => (state.status === 'loaded' ? readOnlyReason(state.callContext) : null));
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const sessionError = useStore(sessionStore, (state) => state.error);
  const sessionRetryable = useStore(sessionStore, (state) => state.retryable);
  const userId = useStore(sessionStore, (state) => state.callContext?.gebruikerId ?? null);
  const draftOffer = useFormState((state) => state.draftOffer);
  const draftOfferKey = useFormState((state) => state.draftOfferKey);
  const saving = useFormState((state) => state.saving);
  const adjusted = useAdjustedValuesRegister();

  useEffect(() => {
    void sessionStore.getState().load();
    // A store that started with the year's answer (createFormStore, FormApi's firstAnswer) has it already.
    if (store.getState().status === 'idle') void store.getState().load();
  }, [store]);

  // Drafts are the signed-in user's, and only of a year this user may edit.
  useEffect(() => {
    store.getState().setDraftOwner(sessionStatus === 'loaded' ? userId : null, readOnly);
  }, [store, userId, readOnly, sessionStatus]);

  useLeaveGuard(unsaved);
  useGoToField();
  useSignOutElsewhere(sessionStatus === 'loaded' ? userId : null);

  const save = useCallback(async () => {
    // The notices of the last attempt are stale now.
    notify.dismissAll();
    // Taken before the save: a save that succeeds takes the notes away from the fields.
    const changed = adjusted.list();
    reportSave(await store.getState().save(), store, model, notify, changed);
  }, [store, model, notify, adjusted]);

  const loaded = status === 'loaded';
  // Until the data is there, and then until it is known whether this user may change it: the fields take no typing
  // meanwhile, and without 'Laden...' a farmer's typing was dropped without a sign.
  const waiting = status === 'idle' || status === 'loading' || (loaded && (sessionStatus === 'idle' || sessionStatus === 'loading'));
  const canSave = loaded && !readOnly;

  return (
    <PageFrame title={model.texts.title} subtitle={<YearHeadingLine />} actions={
        canSave ? (
          <>
            <UnsavedStatus />
            <SaveButton onSave={() => void save()} />
          </>
        ) : undefined
      }>
      {/* Only while there is something to view: when the data failed too, its panel says why. */}
      {sessionStatus === 'error' && status !== 'error' ? (
        <ScreenBar
          intent="warning"
          actions={
            sessionRetryable ? (
              <Button className={styles.button} onClick={() => void sessionStore.getState().load()}>
                {RETRY_TEXT}
              </Button>
            ) : undefined
          }
        >
          {sessionError ?? USER_DATA_FAILED_TEXT} {VIEW_ONLY_TEXT}
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
        <LoadPanel
          message={model.texts.loadError}
          reason={loadReason(loadFailure)}
          retryable={loadRetryable}
          sessionEnded={loadSessionEnded}
          refused={loadRefused}
          klwId={klwId}
          onRetry={() => {
            // The user's data failed the same way; without it the screen would stay read-only.
            void sessionStore.getState().load();
            void store.getState().load();
          }}
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
              <Button className={styles.button} disabledFocusable={saving} onClick={() => store.getState().restoreDraft()}>
                {RESTORE_DRAFT_TEXT}
              </Button>
              <Button className={styles.button} disabledFocusable={saving} onClick={() => store.getState().discardDraft()}>
                {DISCARD_DRAFT_TEXT}
              </Button>
            </>
          }
        >
          <span>{draftFoundText(draftOffer.savedAt)}</span>
          <DraftOfferValues />
        </ScreenBar>
      ) : null}
      {loaded ? (
        <AdjustedValuesContext.Provider value={adjusted}>
          <div className={styles.cards}>{children({ readOnly })}</div>
        </AdjustedValuesContext.Provider>
      ) : null}
      {canSave ? <EndSaveButton onSave={() => void save()} /> : null}
    </PageFrame>
  );
}
