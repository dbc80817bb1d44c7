import { useCallback, useEffect } from 'react';
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useStore } from 'zustand';
import { reloadMenu } from '@klw/host-adapter';
import { ErrorPanel, PageFrame, useNotifications } from '@klw/ui';
import { selectReadOnly, sessionStore } from 'klw_auth/session';
import { saveErrorDescriptions } from '../api/save-error';
import { LOAD_ERROR_TEXT, selectHasUnsavedChanges } from '../store/melklevering-store';
import { useMelklevering, useMelkleveringStoreApi } from '../store/store-context';
import { DeliveriesCard } from './deliveries-card';
import { ManualCard } from './manual-card';
import { SaveButton } from './save-button';
import { useLeaveGuard } from './use-leave-guard';

export const PAGE_TITLE = 'Melklevering - Kringloopwijzer';
export const SAVE_ERROR_TITLE = 'Er ging iets fout';
export const SAVED_TITLE = 'Succesvol opgeslagen';
export const SAVED_TEXT = 'Melk leveringen zijn opgeslagen';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface MelkleveringScreenProps {
  /** The year the portal page is for (route parameter). */
  klwId?: number;
}

/** The milk delivery screen: the deliveries of the year and the manual figures (SPEC.md, issue 5). */
export function MelkleveringScreen({ klwId }: MelkleveringScreenProps) {
  const styles = useStyles();
  const store = useMelkleveringStoreApi();
  const notify = useNotifications();
  const status = useMelklevering((state) => state.status);
  const loadError = useMelklevering((state) => state.loadError);
  const dataKlwId = useMelklevering((state) => state.data?.kringloopwijzerId ?? null);
  const unsaved = useMelklevering(selectHasUnsavedChanges);
  const readOnly = useStore(sessionStore, selectReadOnly);
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const sessionError = useStore(sessionStore, (state) => state.error);

  useEffect(() => {
    document.title = PAGE_TITLE;
  }, []);

  useEffect(() => {
    void sessionStore.getState().load();
    void store.getState().load();
  }, [store]);

  useLeaveGuard(unsaved);

  const save = useCallback(async () => {
    const result = await store.getState().save();
    if (result.ok) {
      notify.success(SAVED_TITLE, SAVED_TEXT);
      // The menu item's done/warning state follows the saved figures.
      reloadMenu();
    } else if ('error' in result) {
      for (const description of saveErrorDescriptions(result.error)) notify.error(description, SAVE_ERROR_TITLE);
    }
  }, [store, notify]);

  const loaded = status === 'loaded';
  const canSave = loaded && !readOnly;

  return (
    <PageFrame title="Melklevering" actions={canSave ? <SaveButton onSave={() => void save()} /> : undefined}>
      {sessionStatus === 'error' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {sessionError ?? 'De gebruikersgegevens konden niet worden geladen.'} Het scherm is alleen te bekijken.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {loaded && klwId !== undefined && Number.isFinite(klwId) && dataKlwId !== null && dataKlwId !== klwId ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            Let op: deze gegevens horen bij Kringloopwijzer {dataKlwId}, niet bij {klwId}.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {status === 'idle' || status === 'loading' ? <Spinner label="Laden..." /> : null}
      {status === 'error' ? (
        <ErrorPanel message={loadError ?? LOAD_ERROR_TEXT} onRetry={() => void store.getState().load()} />
      ) : null}
      {loaded ? (
        <div className={styles.cards}>
          <DeliveriesCard />
          <ManualCard readOnly={readOnly} />
        </div>
      ) : null}
    </PageFrame>
  );
}
