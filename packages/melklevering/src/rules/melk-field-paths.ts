import { fieldEntries, yearFields } from '@klw/contracts/forms';
import { MELK } from '../declaration';
import type { MelkLeveringForm } from '../declaration';
import type { MelkFieldKind } from './melk-fields';

// The milk form's paths, derived from its declaration (declaration.ts): which fields a year has is each field's
// `sinceYear` there, and nowhere else.

/** The two groups of milk figures on the screen: manual delivery and own dairy processing. */
export type MelkTotaalGroup = 'totaalHandmatig' | 'totaalZelfZuivel';

/** A value of the milk form, named as the checks name it ('totaalHandmatig.kg'). */
export type MelkFieldPath = `${MelkTotaalGroup}.${MelkFieldKind}` | 'melkGevoerdAanKalveren' | 'totaalOverigeProductie.kg';

const GROUPS: readonly string[] = ['totaalHandmatig', 'totaalZelfZuivel'];

/** The figures a year has for milk (Melk, Vet, Eiwit, Ureum; Fosfor from 2019), in column order. */
export function melkFieldKinds(jaar: number): MelkFieldKind[] {
  const manual = MELK.fields.find((category) => category.key === 'totaalHandmatig');
  return (manual ? yearFields(manual, jaar) : []).map((field) => field.key as MelkFieldKind);
}

/** An empty form: only to list the paths of the fields, which do not depend on the values outside a list. */
const ALL_SHOWN = { gebruikHandmatigeMelkRegistratie: true } as MelkLeveringForm;

/**
 * docs/PRODUCT.md sections 4 and 9: the fields a year's form shows, in screen order. The manual group is listed whether or
 * not it is switched on.
 */
export function melkFieldPaths(jaar: number): MelkFieldPath[] {
  return fieldEntries(MELK.fields, ALL_SHOWN, jaar, { hidden: true }).map((entry) => entry.path as MelkFieldPath);
}

/** The group of a path, or undefined for a field outside both groups. */
export function melkGroupOf(path: MelkFieldPath): MelkTotaalGroup | undefined {
  const group = path.split('.')[0] ?? '';
  return GROUPS.includes(group) && path !== 'totaalOverigeProductie.kg' ? (group as MelkTotaalGroup) : undefined;
}
