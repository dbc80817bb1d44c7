import {
  MELK_FORM_PATHS,
  jaarTotaal,
  inputRange,
  melkFieldAt,
  melkFieldPaths,
  melkGroupOf,
  melkValueAt,
  toForm,
  withMelkValue,
} from '@klw/contracts';
import type { MelkFieldPath, MelkLeveringData, MelkLeveringForm, MelkTotaalGroup } from '@klw/contracts';

/** SPEC.md section 4: the screen has automatic deliveries when the answer holds delivery months. */
export function heeftAutomatischeLeveringen(data: MelkLeveringData): boolean {
  return data.maanden.length > 0;
}

/** The form of an answer; without automatic delivery months manual registration is forced on. */
export function initialForm(data: MelkLeveringData): MelkLeveringForm {
  const form = toForm(data);
  return heeftAutomatischeLeveringen(data) ? form : { ...form, gebruikHandmatigeMelkRegistratie: true };
}

/**
 * SPEC.md section 4: switching manual registration. Switching it off fills the manual totals from the overall
 * totals; it cannot be switched off when there are no automatic deliveries.
 */
export function withHandmatig(form: MelkLeveringForm, data: MelkLeveringData, on: boolean): MelkLeveringForm {
  if (on) return { ...form, gebruikHandmatigeMelkRegistratie: true };
  if (!heeftAutomatischeLeveringen(data)) return form;
  return { ...form, gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: { ...jaarTotaal(data) } };
}

/** The legend over each group of figures on the screen. */
export const GROUP_LEGENDS: Readonly<Record<MelkTotaalGroup, string>> = {
  totaalHandmatig: 'Handmatige levering',
  totaalZelfZuivel: 'Zelf zuivelen',
};

/** A field named so that it is one of a kind on the screen ('Zelf zuivelen: Melk'; both groups have a 'Melk'). */
export function fieldName(path: MelkFieldPath): string {
  const { label } = melkFieldAt(path);
  const group = melkGroupOf(path);
  return group === undefined ? label : `${GROUP_LEGENDS[group]}: ${label}`;
}

/**
 * The last guard before a save: every filled value of the year's fields within its input range (a 0 in
 * 'Overige productie' stays 0). The number field already clamps on blur; this keeps an out-of-bounds value
 * from reaching the server by any other way.
 * Empty values stay empty (saving partial work is allowed).
 */
export function clampForm(form: MelkLeveringForm, jaar: number): MelkLeveringForm {
  let result = form;
  for (const path of melkFieldPaths(jaar)) {
    const meta = melkFieldAt(path);
    const value = melkValueAt(result, path);
    if (value === null) continue;
    const { min, max } = inputRange(meta);
    const clamped = Math.min(max, Math.max(min, value));
    if (clamped !== value) result = withMelkValue(result, path, clamped);
  }
  return result;
}

/** The form's values one by one: manual registration on or off, then every figure in MELK_FORM_PATHS' order. */
function formValues(form: MelkLeveringForm): readonly (boolean | number | null)[] {
  return [form.gebruikHandmatigeMelkRegistratie, ...MELK_FORM_PATHS.map((path) => melkValueAt(form, path))];
}

/**
 * `onto` with the changes from `from` to `to` put on it: each value where `to` differs from `from` is taken from
 * `to`, every other value stays as in `onto`. A save answered while the farmer went on typing (onto the saved form,
 * from the form sent, to the form now); 'Terugzetten' (onto the form now, from a draft's start, to the draft);
 * 'Mijn invoer toch opslaan' (onto the other version, from the loaded form, to the form now).
 */
export function rebaseForm(onto: MelkLeveringForm, from: MelkLeveringForm, to: MelkLeveringForm): MelkLeveringForm {
  let result =
    to.gebruikHandmatigeMelkRegistratie === from.gebruikHandmatigeMelkRegistratie
      ? onto
      : { ...onto, gebruikHandmatigeMelkRegistratie: to.gebruikHandmatigeMelkRegistratie };
  for (const path of MELK_FORM_PATHS) {
    const changed = melkValueAt(to, path);
    if (changed !== melkValueAt(from, path)) result = withMelkValue(result, path, changed);
  }
  return result;
}

/** A draft as 'Terugzetten' reads it: its values, and where known the values its typing started from. */
interface DraftValues {
  form: MelkLeveringForm;
  base?: MelkLeveringForm;
}

/**
 * 'Terugzetten': the form with a draft's typing put back. A draft that knows what its typing started from brings only
 * the values its page changed; every other value stays as it is now (saved since, or typed on this page). A draft
 * without it brings all its values.
 */
export function restoredForm(current: MelkLeveringForm, draft: DraftValues): MelkLeveringForm {
  return draft.base ? rebaseForm(current, draft.base, draft.form) : draft.form;
}

/** Whether 'Terugzetten' of this draft would change the form as it is now (else there is nothing to offer). */
export function restoreChanges(current: MelkLeveringForm, draft: DraftValues): boolean {
  return !sameForm(restoredForm(current, draft), current);
}

/**
 * Whether every value a draft changed is, in the saved data, still what its typing started from, or already what the
 * draft has: nobody saved another value over it since, so the draft may be saved on the current version. False
 * when the draft does not say what it started from.
 */
export function draftStillFits(saved: MelkLeveringForm, draft: DraftValues): boolean {
  if (!draft.base) return false;
  const [typed, start, now] = [formValues(draft.form), formValues(draft.base), formValues(saved)];
  return typed.every((value, index) => value === start[index] || now[index] === start[index] || now[index] === value);
}

/** Whether going from `before` to `after` replaces a value the farmer typed and did not save (one that differs from `saved`). */
export function replacesTyping(saved: MelkLeveringForm, before: MelkLeveringForm, after: MelkLeveringForm): boolean {
  const [start, typed, next] = [formValues(saved), formValues(before), formValues(after)];
  return typed.some((value, index) => value !== start[index] && next[index] !== value);
}

/** Whether two forms hold the same values (unsaved changes are a difference from the last saved form). */
export function sameForm(a: MelkLeveringForm, b: MelkLeveringForm): boolean {
  const other = formValues(b);
  return formValues(a).every((value, index) => value === other[index]);
}
