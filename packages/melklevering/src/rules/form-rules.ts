import { heeftAutomatischeLeveringen, MELK, settleHandmatig } from '../declaration';
import type { MelkLeveringData, MelkLeveringForm } from '../declaration';
import type { MelkTotaalGroup } from './melk-field-paths';

// The milk screen's own rules, on its declaration's (src/declaration.ts), which the local API
// applies to every save too. What every form screen does (compare, rebase, restore, clamp) is the screen kit's.

export { heeftAutomatischeLeveringen };

/**
 * docs/PRODUCT.md section 4: switching manual registration. Switching it off fills the manual totals from the year total
 * the deliveries table shows; it cannot be switched off when there are no automatic deliveries.
 */
export function withHandmatig(form: MelkLeveringForm, data: MelkLeveringData, on: boolean): MelkLeveringForm {
  if (!on && !heeftAutomatischeLeveringen(data)) return form;
  return settleHandmatig({ ...form, gebruikHandmatigeMelkRegistratie: on }, data);
}

/** The legend over each group of figures on the screen: its category's name in the milk model. */
export function groupLegend(group: MelkTotaalGroup): string {
  return MELK.fields.find((category) => category.key === group)?.name ?? group;
}
