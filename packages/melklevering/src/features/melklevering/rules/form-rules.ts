import {
  MELK_FORM_PATHS,
  computeTotals,
  inputRange,
  melkFieldAt,
  melkFieldPaths,
  melkGroupOf,
  melkValueAt,
  toForm,
  withMelkValue,
} from '@klw/contracts';
import type { MelkFieldPath, MelkLeveringData, MelkLeveringForm, MelkTotaal, MelkTotaalGroup } from '@klw/contracts';

/** SPEC.md section 4: the screen has automatic deliveries when the answer holds delivery months. */
export function heeftAutomatischeLeveringen(data: MelkLeveringData): boolean {
  return data.maanden.length > 0;
}

/** The form of an answer; without automatic delivery months manual registration is forced on. */
export function initialForm(data: MelkLeveringData): MelkLeveringForm {
  const form = toForm(data);
  return heeftAutomatischeLeveringen(data) ? form : { ...form, gebruikHandmatigeMelkRegistratie: true };
}

/** The year totals of the automatic deliveries: the answer's, or computed from the pickups when it has none. */
export function jaarTotaal(data: MelkLeveringData): MelkTotaal {
  if (data.totaal.kg !== null || data.maanden.length === 0) return data.totaal;
  return computeTotals(data.maanden).totaal;
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

/**
 * The form once a save has answered while the farmer went on typing: the values as saved, except each value the
 * farmer changed after the save was sent (`current` differs from `sent`), which stays as typed and is unsaved.
 */
export function rebaseForm(saved: MelkLeveringForm, sent: MelkLeveringForm, current: MelkLeveringForm): MelkLeveringForm {
  let result =
    current.gebruikHandmatigeMelkRegistratie === sent.gebruikHandmatigeMelkRegistratie
      ? saved
      : { ...saved, gebruikHandmatigeMelkRegistratie: current.gebruikHandmatigeMelkRegistratie };
  for (const path of MELK_FORM_PATHS) {
    const typed = melkValueAt(current, path);
    if (typed !== melkValueAt(sent, path)) result = withMelkValue(result, path, typed);
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

/**
 * Whether every value a draft changed is still, in the saved data, what its typing started from: nobody saved over
 * those values since, so the draft may be saved on the current version. False when the draft does not say.
 */
export function draftStillFits(saved: MelkLeveringForm, draft: DraftValues): boolean {
  const { base, form } = draft;
  if (!base) return false;
  const untouched = <T>(typed: T, start: T, now: T): boolean => typed === start || now === start;
  return (
    untouched(form.gebruikHandmatigeMelkRegistratie, base.gebruikHandmatigeMelkRegistratie, saved.gebruikHandmatigeMelkRegistratie) &&
    MELK_FORM_PATHS.every((path) => untouched(melkValueAt(form, path), melkValueAt(base, path), melkValueAt(saved, path)))
  );
}

/** Whether going from `before` to `after` replaces a value the farmer typed and did not save (one that differs from `saved`). */
export function replacesTyping(saved: MelkLeveringForm, before: MelkLeveringForm, after: MelkLeveringForm): boolean {
  const replaced = <T>(start: T, typed: T, next: T): boolean => typed !== start && next !== typed;
  return (
    replaced(saved.gebruikHandmatigeMelkRegistratie, before.gebruikHandmatigeMelkRegistratie, after.gebruikHandmatigeMelkRegistratie) ||
    MELK_FORM_PATHS.some((path) => replaced(melkValueAt(saved, path), melkValueAt(before, path), melkValueAt(after, path)))
  );
}

function sameTotaal(a: MelkTotaal, b: MelkTotaal): boolean {
  return a.kg === b.kg && a.vet === b.vet && a.eiwit === b.eiwit && a.ureum === b.ureum && a.fosfor === b.fosfor;
}

/** Whether two forms hold the same values (unsaved changes are a difference from the last saved form). */
export function sameForm(a: MelkLeveringForm, b: MelkLeveringForm): boolean {
  return (
    a.gebruikHandmatigeMelkRegistratie === b.gebruikHandmatigeMelkRegistratie &&
    sameTotaal(a.totaalHandmatig, b.totaalHandmatig) &&
    sameTotaal(a.totaalZelfZuivel, b.totaalZelfZuivel) &&
    a.melkGevoerdAanKalveren === b.melkGevoerdAanKalveren &&
    a.totaalOverigeProductie.kg === b.totaalOverigeProductie.kg
  );
}
