import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { mergeForm } from '@klw/contracts';
import type { MelkLeveringData, MelkLeveringForm } from '@klw/contracts';
import { melkLeveringApi as defaultApi } from '../api/melk-levering-api';
import { clampForm, initialForm, sameForm, withHandmatig, withValue } from '../rules/form-rules';
import type { FieldPath } from '../rules/form-rules';

/** The calls the screen makes (its own, on klw_auth's client; tests may pass their own). */
export interface MelkleveringApi {
  getMelkLeveringGegevens(): Promise<MelkLeveringData>;
  saveMelkLeveringGegevens(data: MelkLeveringData): Promise<MelkLeveringData>;
}

/** The server's data: the deliveries table reads only this slice, so typing never re-renders it. */
export interface DataSlice {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  loadError: string | null;
  data: MelkLeveringData | null;
}

/** What the farmer edits, and the last saved version of it (unsaved changes are the difference). */
export interface FormSlice {
  form: MelkLeveringForm | null;
  savedForm: MelkLeveringForm | null;
  saving: boolean;
}

export type SaveResult = { ok: true } | { ok: false; error: unknown } | { ok: false; skipped: true };

export interface MelkleveringActions {
  load(): Promise<void>;
  setField(path: FieldPath, value: number | null): void;
  setHandmatig(on: boolean): void;
  /** Saves the form; on failure the form keeps every value so a second try works. */
  save(): Promise<SaveResult>;
}

export type MelkleveringState = DataSlice & FormSlice & MelkleveringActions;
export type MelkleveringStore = StoreApi<MelkleveringState>;

export const LOAD_ERROR_TEXT = 'De melkleveringen konden niet worden geladen.';

function errorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : LOAD_ERROR_TEXT;
}

/** One store per mounted screen: created by the root, gone with it (nothing shared between mounts or tests). */
export function createMelkleveringStore(api: MelkleveringApi = defaultApi): MelkleveringStore {
  return createStore<MelkleveringState>()((set, get) => {
    const replaceData = (data: MelkLeveringData): void => {
      const form = initialForm(data);
      set({ data, form, savedForm: form });
    };

    const updateForm = (update: (form: MelkLeveringForm, data: MelkLeveringData) => MelkLeveringForm): void => {
      const { form, data } = get();
      if (form && data) set({ form: update(form, data) });
    };

    return {
      status: 'idle',
      loadError: null,
      data: null,
      form: null,
      savedForm: null,
      saving: false,

      async load() {
        set({ status: 'loading', loadError: null });
        try {
          replaceData(await api.getMelkLeveringGegevens());
          set({ status: 'loaded' });
        } catch (error) {
          set({ status: 'error', loadError: errorText(error) });
        }
      },

      setField(path, value) {
        updateForm((form) => withValue(form, path, value));
      },

      setHandmatig(on) {
        updateForm((form, data) => withHandmatig(form, data, on));
      },

      async save() {
        const { data, form, saving } = get();
        if (!data || !form || saving) return { ok: false, skipped: true };
        set({ saving: true });
        try {
          const answer = await api.saveMelkLeveringGegevens(mergeForm(data, clampForm(form, data.kringloopwijzerJaar)));
          replaceData(answer);
          set({ saving: false });
          return { ok: true };
        } catch (error) {
          set({ saving: false });
          return { ok: false, error };
        }
      },
    };
  });
}

export function selectHasUnsavedChanges(state: FormSlice): boolean {
  return state.form !== null && state.savedForm !== null && !sameForm(state.form, state.savedForm);
}
