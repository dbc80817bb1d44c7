import type { MelkLeveringForm } from './form';
import type { MelkFieldKind, MelkFieldMeta } from './melk-fields';
import { KALVEREN_FIELD, MELK_FIELDS, MELK_FIELD_KINDS, OVERIGE_PRODUCTIE_FIELD } from './melk-fields';
import { heeftFosfor, heeftKalveren, heeftOverigeProductie } from './year-rules';

/** The two groups of milk figures on the screen: manual delivery and own dairy processing. */
export type MelkTotaalGroup = 'totaalHandmatig' | 'totaalZelfZuivel';

const TOTAAL_GROUPS: readonly MelkTotaalGroup[] = ['totaalHandmatig', 'totaalZelfZuivel'];

/** A value of the milk form, named as the checks name it ('totaalHandmatig.kg'). */
export type MelkFieldPath = `${MelkTotaalGroup}.${MelkFieldKind}` | 'melkGevoerdAanKalveren' | 'totaalOverigeProductie.kg';

/** Every value of a form, whatever the year shows. */
export const MELK_FORM_PATHS: readonly MelkFieldPath[] = [
  ...TOTAAL_GROUPS.flatMap((group) => MELK_FIELD_KINDS.map((kind): MelkFieldPath => `${group}.${kind}`)),
  'melkGevoerdAanKalveren',
  'totaalOverigeProductie.kg',
];

function isTotaalPath(path: MelkFieldPath): path is `${MelkTotaalGroup}.${MelkFieldKind}` {
  return path !== 'melkGevoerdAanKalveren' && path !== 'totaalOverigeProductie.kg';
}

/** The figures a year has for milk (Melk, Vet, Eiwit, Ureum; Fosfor from 2019), in column order. */
export function melkFieldKinds(jaar: number): MelkFieldKind[] {
  return MELK_FIELD_KINDS.filter((kind) => kind !== 'fosfor' || heeftFosfor(jaar));
}

/**
 * SPEC.md sections 4 and 9: the fields a year's form shows, in screen order. Fosfor from 2019, Melk gevoerd aan
 * kalveren from 2022, Overige productie from 2020. The manual group is listed whether or not it is switched on.
 */
export function melkFieldPaths(jaar: number): MelkFieldPath[] {
  const kinds = melkFieldKinds(jaar);
  const paths = TOTAAL_GROUPS.flatMap((group) => kinds.map((kind): MelkFieldPath => `${group}.${kind}`));
  if (heeftKalveren(jaar)) paths.push('melkGevoerdAanKalveren');
  if (heeftOverigeProductie(jaar)) paths.push('totaalOverigeProductie.kg');
  return paths;
}

/** The group of a path, or undefined for a field outside both groups. */
export function melkGroupOf(path: MelkFieldPath): MelkTotaalGroup | undefined {
  return isTotaalPath(path) ? (path.split('.')[0] as MelkTotaalGroup) : undefined;
}

/** The field of the milk form at a path ('totaalHandmatig.kg', 'melkGevoerdAanKalveren'): its label and limits. */
export function melkFieldAt(path: MelkFieldPath): MelkFieldMeta;
export function melkFieldAt(path: string): MelkFieldMeta | undefined;
export function melkFieldAt(path: string): MelkFieldMeta | undefined {
  if (path === 'melkGevoerdAanKalveren') return KALVEREN_FIELD;
  if (path === 'totaalOverigeProductie.kg') return OVERIGE_PRODUCTIE_FIELD;
  const [group, kind] = path.split('.');
  if (!TOTAAL_GROUPS.includes(group as MelkTotaalGroup) || kind === undefined || !(kind in MELK_FIELDS)) return undefined;
  return MELK_FIELDS[kind as MelkFieldKind];
}

export function melkValueAt(form: MelkLeveringForm, path: MelkFieldPath): number | null {
  if (path === 'melkGevoerdAanKalveren') return form.melkGevoerdAanKalveren;
  if (path === 'totaalOverigeProductie.kg') return form.totaalOverigeProductie.kg;
  const [group, kind] = path.split('.') as [MelkTotaalGroup, MelkFieldKind];
  return form[group][kind];
}

export function withMelkValue(form: MelkLeveringForm, path: MelkFieldPath, value: number | null): MelkLeveringForm {
  if (path === 'melkGevoerdAanKalveren') return { ...form, melkGevoerdAanKalveren: value };
  if (path === 'totaalOverigeProductie.kg') return { ...form, totaalOverigeProductie: { kg: value } };
  const [group, kind] = path.split('.') as [MelkTotaalGroup, MelkFieldKind];
  return { ...form, [group]: { ...form[group], [kind]: value } };
}
