import { MELK_FORM_FIELDS, jaarTotaal, toForm } from '@klw/contracts';
import type { MelkLeveringData, MelkLeveringForm, MelkTotaalGroup } from '@klw/contracts';

// The milk screen's own rules. What every form screen does (compare, rebase, restore, clamp) is the screen kit's.

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
 * SPEC.md section 4: switching manual registration. Switching it off fills the manual totals from the year total
 * the deliveries table shows; it cannot be switched off when there are no automatic deliveries.
 */
export function withHandmatig(form: MelkLeveringForm, data: MelkLeveringData, on: boolean): MelkLeveringForm {
  if (on) return { ...form, gebruikHandmatigeMelkRegistratie: true };
  if (!heeftAutomatischeLeveringen(data)) return form;
  return { ...form, gebruikHandmatigeMelkRegistratie: false, totaalHandmatig: { ...jaarTotaal(data) } };
}

/** The legend over each group of figures on the screen: its category's name in the milk model. */
export function groupLegend(group: MelkTotaalGroup): string {
  return MELK_FORM_FIELDS.find((category) => category.key === group)?.name ?? group;
}
