import type { MelkFieldKind, MelkFieldMeta } from './melk-fields';
import { KALVEREN_FIELD, MELK_FIELDS, OVERIGE_PRODUCTIE_FIELD, inputRange } from './melk-fields';
import type { MelkLeveringForm } from './form';
import type { MelkTotaal } from './melk-levering';
import { maxMessage, minMessage, rangeMessage, requiredMessage } from './messages';
import { heeftFosfor, heeftKalveren, heeftOverigeProductie } from './year-rules';

export interface FieldError {
  /** Dotted path into the form: 'totaalHandmatig.kg', 'melkGevoerdAanKalveren', 'totaalOverigeProductie.kg'. */
  path: string;
  label: string;
  /**
   * 'bounds': outside what the field's input takes (a save with it is refused); 'minimum': within the input
   * range but below the minimum (Overige productie 0), a value the farmer gave that is named, not refused.
   */
  kind: 'required' | 'minimum' | 'bounds';
  message: string;
}

interface FieldRule {
  path: string;
  meta: MelkFieldMeta;
  required: boolean;
  /** 'range': one message naming both bounds; 'separate': min and max texts (a field whose max is an input limit). */
  bounds: 'range' | 'separate';
}

function check(rule: FieldRule, value: number | null): FieldError | null {
  const { label, min, max } = rule.meta;
  if (value === null) {
    return rule.required ? { path: rule.path, label, kind: 'required', message: requiredMessage(label) } : null;
  }
  if (value >= min && value <= max) return null;
  const input = inputRange(rule.meta);
  if (value >= input.min && value < min) {
    return { path: rule.path, label, kind: 'minimum', message: minMessage(label, min) };
  }
  const message =
    rule.bounds === 'range' ? rangeMessage(label, min, max) : value < min ? minMessage(label, min) : maxMessage(label, max);
  return { path: rule.path, label, kind: 'bounds', message };
}

function totaalRules(group: 'totaalHandmatig' | 'totaalZelfZuivel', totaal: MelkTotaal, jaar: number): FieldRule[] {
  // Manual delivery: everything required. Own dairy: kg optional, the rest required once kg is filled with
  // more than 0 (0 kg is no own dairy processing, as much as an empty field).
  const restRequired = group === 'totaalHandmatig' || (totaal.kg !== null && totaal.kg !== 0);
  const kinds: MelkFieldKind[] = ['kg', 'vet', 'eiwit', 'ureum'];
  if (heeftFosfor(jaar)) kinds.push('fosfor');
  return kinds.map((kind) => ({
    path: `${group}.${kind}`,
    meta: MELK_FIELDS[kind],
    required: kind === 'kg' ? group === 'totaalHandmatig' : restRequired,
    bounds: 'range',
  }));
}

function valueAt(form: MelkLeveringForm, path: string): number | null {
  const [head, kind] = path.split('.') as [string, string | undefined];
  if (head === 'melkGevoerdAanKalveren') return form.melkGevoerdAanKalveren;
  if (head === 'totaalOverigeProductie') return form.totaalOverigeProductie.kg;
  const totaal = head === 'totaalHandmatig' ? form.totaalHandmatig : form.totaalZelfZuivel;
  return totaal[kind as MelkFieldKind];
}

/** SPEC.md section 5: every problem of the milk form for a year, in screen order. Empty when valid. */
export function validateMelkLevering(form: MelkLeveringForm, jaar: number): FieldError[] {
  const rules: FieldRule[] = [];
  if (form.gebruikHandmatigeMelkRegistratie) rules.push(...totaalRules('totaalHandmatig', form.totaalHandmatig, jaar));
  rules.push(...totaalRules('totaalZelfZuivel', form.totaalZelfZuivel, jaar));
  if (heeftKalveren(jaar)) {
    rules.push({ path: 'melkGevoerdAanKalveren', meta: KALVEREN_FIELD, required: true, bounds: 'range' });
  }
  if (heeftOverigeProductie(jaar)) {
    rules.push({ path: 'totaalOverigeProductie.kg', meta: OVERIGE_PRODUCTIE_FIELD, required: true, bounds: 'separate' });
  }
  const errors: FieldError[] = [];
  for (const rule of rules) {
    const error = check(rule, valueAt(form, rule.path));
    if (error) errors.push(error);
  }
  return errors;
}
