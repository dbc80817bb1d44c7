import { adjustedFieldText, unreadableMessage } from '@klw/contracts/texts';
import { failureDescriptions } from '@klw/contracts/calls';
import { fieldEntries, fieldName, validateForm } from '@klw/contracts/forms';
import { reloadMenu } from '@klw/host-adapter';
import type { NoticeLink, NoticeText, Notifier } from '@klw/ui';
import { isSessionEnded } from 'klw_auth/client';
import type { FormModel } from '../model';
import { isConflict } from '../store/form-selectors';
import type { CallResult, FormStore, SaveResult } from '../store/form-state';
import type { AdjustedValues } from './adjusted-values';
import { CONFLICT_TEXT, CONFLICT_TITLE, conflictDetails } from './conflict-report';
import { reportSessionEnded } from './session-report';

// What a save, a reload or an ended session tells the farmer (docs/PRODUCT.md section 8), the same on every form screen.

const SAVE_ERROR_TITLE = 'Er ging iets fout';
const SAVED_TITLE = 'Succesvol opgeslagen';
const NOTHING_SAVED_TEXT = 'Er is niets opgeslagen.';
const INCOMPLETE_TITLE = 'Nog niet compleet';
const RELOAD_DATA_TEXT = 'Gegevens opnieuw laden';
const OVERWRITE_TEXT = 'Mijn invoer toch opslaan';
const ADJUSTED_TITLE = 'Aangepaste waarden opgeslagen';

/**
 * A save refused because fields hold text that is no number: each is named, and the first on the screen gets the
 * focus, its text and message as they are, so the farmer can mend it and save again.
 */
function reportUnreadable(paths: readonly string[], store: FormStore<unknown, unknown>, model: FormModel<unknown, unknown>, notify: Notifier): void {
  const { data, form } = store.getState();
  const order = data === null || form === null ? [] : fieldEntries(model.fields, form, model.jaarOf(data), { hidden: true }).map((entry) => entry.path);
  const inScreenOrder = [...paths].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const path of inScreenOrder) {
    notify.error(`${unreadableMessage(fieldName(model.fields, path))}. ${NOTHING_SAVED_TEXT}`, SAVE_ERROR_TITLE);
  }
  const first = inScreenOrder[0];
  if (first !== undefined) document.getElementsByName(first)[0]?.focus();
}

function reportReload(result: CallResult, store: FormStore<unknown, unknown>, model: FormModel<unknown, unknown>, notify: Notifier): void {
  if (result.ok || !('error' in result)) return;
  if (isSessionEnded(result.error)) reportSessionEnded(notify, store, { kind: 'reload', run: () => void reloadAndReport(store, model, notify) });
  else for (const description of failureDescriptions(result.error)) notify.error(description, model.texts.loadError);
}

/** 'Gegevens opnieuw laden', and what became of it. */
async function reloadAndReport(store: FormStore<unknown, unknown>, model: FormModel<unknown, unknown>, notify: Notifier): Promise<void> {
  reportReload(await store.getState().reloadData(), store, model, notify);
}

/**
 * What a saved form still lacks, by the same checks as the menu's warning (`validateForm` of the saved figures): the
 * empty fields it asks for ('Vul nog in: Ureum.'), then the ones whose figure the check does not take ('Controleer:
 * Overige productie.'), each named once, in screen order, each name a link to its field (`goTo`). Null when the form
 * is complete.
 */
export function incompleteParts<TData, TForm>(
  model: FormModel<TData, TForm>,
  form: TForm,
  jaar: number,
  goTo: (path: string) => void,
): Exclude<NoticeText, string> | null {
  const errors = validateForm(model.fields, form, jaar);
  if (errors.length === 0) return null;
  const sentence = (lead: string, required: boolean): (string | NoticeLink)[] => {
    const paths = [...new Set(errors.filter((error) => (error.kind === 'required') === required).map((error) => error.path))];
    if (paths.length === 0) return [];
    const links = paths.map((path): NoticeLink => ({ text: fieldName(model.fields, path), onSelect: () => goTo(path) }));
    return [lead, ...links.flatMap((link, index) => (index === 0 ? [link] : [', ', link])), '.'];
  };
  const required = sentence('Vul nog in: ', true);
  const check = sentence('Controleer: ', false);
  return [...required, ...(required.length > 0 && check.length > 0 ? [' '] : []), ...check];
}

function reportIncomplete(store: FormStore<unknown, unknown>, model: FormModel<unknown, unknown>, notify: Notifier): void {
  const { data, savedForm } = store.getState();
  if (data === null || savedForm === null) return;
  const missing = incompleteParts(model, savedForm, model.jaarOf(data), (path) => store.getState().goToField(path));
  // It asks for something: it stays until the farmer closes it or the next save (which closes every notice) finds
  // the form complete. Gone after a few seconds, it was gone before it was read. Going to a field leaves it open.
  if (missing !== null) notify.warning(INCOMPLETE_TITLE, missing, { stays: true });
}

/**
 * The figures a field changed to its bounds and that were saved so, each named ('Zelf zuivelen: Vet 44,5 is
 * aangepast naar 8,00.'), in a notice that stays until closed: the notes under the fields go with the save, and a
 * believable wrong figure (44,5 for 4,45) must not pass unseen.
 */
function reportAdjusted(adjusted: ReturnType<AdjustedValues['list']>, model: FormModel<unknown, unknown>, notify: Notifier): void {
  if (adjusted.length === 0) return;
  const lines = adjusted.map(({ path, value }) => adjustedFieldText(fieldName(model.fields, path), value.typed, value.shown));
  notify.warning(ADJUSTED_TITLE, lines.join(' '), { stays: true });
}

/**
 * Tells the farmer how a save went. A conflict offers to take the server's data or to save over it. `adjusted`: the
 * figures the fields had changed to their bounds when the save began.
 */
export function reportSave(
  result: SaveResult,
  store: FormStore<unknown, unknown>,
  model: FormModel<unknown, unknown>,
  notify: Notifier,
  adjusted: ReturnType<AdjustedValues['list']> = [],
): void {
  if (result.ok) {
    notify.success(SAVED_TITLE, model.texts.saved);
    reportAdjusted(adjusted, model, notify);
    // Saving halfway is allowed; what the menu's warning stands for is named beside it.
    reportIncomplete(store, model, notify);
    // The menu item's done/warning state follows the saved figures.
    reloadMenu();
    return;
  }
  if ('unreadable' in result) {
    reportUnreadable(result.unreadable, store, model, notify);
    return;
  }
  if (!('error' in result)) return;
  const { error } = result;
  if (isSessionEnded(error)) {
    reportSessionEnded(notify, store, {
      kind: 'save',
      run: () => void store.getState().save().then((saved) => reportSave(saved, store, model, notify, adjusted)),
    });
    return;
  }
  if (isConflict(error)) {
    const actions = [
      {
        label: RELOAD_DATA_TEXT,
        onClick: () => {
          notify.dismissAll();
          void reloadAndReport(store, model, notify);
        },
      },
      {
        label: OVERWRITE_TEXT,
        onClick: () => {
          notify.dismissAll();
          void store.getState().save({ overwrite: true }).then((saved) => reportSave(saved, store, model, notify, adjusted));
        },
      },
    ];
    notify.error(CONFLICT_TEXT, CONFLICT_TITLE, { actions, details: conflictDetails(store, model, 'theirs' in result ? result.theirs : null) });
    return;
  }
  for (const description of failureDescriptions(error)) notify.error(description, SAVE_ERROR_TITLE);
}
