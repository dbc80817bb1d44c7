import type { MelkFieldMeta } from './melk-fields';
import { inputRange } from './melk-fields';
import type { MelkLeveringForm } from './form';
import type { MelkFieldPath } from './form-fields';
import { melkFieldAt, melkFieldPaths, melkGroupOf, melkValueAt } from './form-fields';
import { maxMessage, minMessage, rangeMessage, requiredMessage } from './messages';

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
  path: MelkFieldPath;
  meta: MelkFieldMeta;
  required: boolean;
  /** 'range': one message naming both bounds; 'separate': min and max texts (a field whose max is an input limit). */
  bounds: 'range' | 'separate';
}

function boundsMessage(rule: FieldBounds, value: number): string {
  const { label, min, max } = rule.meta;
  return rule.bounds === 'range' ? rangeMessage(label, min, max) : value < min ? minMessage(label, min) : maxMessage(label, max);
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
  return { path: rule.path, label, kind: 'bounds', message: boundsMessage(rule, value) };
}

type FieldBounds = Pick<FieldRule, 'meta' | 'bounds'>;

/** How a value outside a field's limits is worded. */
function boundsKind(path: string): FieldRule['bounds'] {
  // Overige productie's maximum is an input limit, below which any figure of 1 or more is an answer.
  return path === 'totaalOverigeProductie.kg' ? 'separate' : 'range';
}

function ruleAt(path: MelkFieldPath, required: boolean): FieldRule {
  return { path, required, meta: melkFieldAt(path), bounds: boundsKind(path) };
}

/**
 * Manual delivery: everything required. Own dairy: kg optional, the rest required once kg is filled with more than 0
 * (0 kg is no own dairy processing, as much as an empty field). Calves fed and other production: required.
 */
function isRequired(form: MelkLeveringForm, path: MelkFieldPath): boolean {
  if (melkGroupOf(path) !== 'totaalZelfZuivel') return true;
  const { kg } = form.totaalZelfZuivel;
  return path !== 'totaalZelfZuivel.kg' && kg !== null && kg !== 0;
}

/** The rules of the fields the form of a year shows, in screen order (the manual group only when switched on). */
function fieldRules(form: MelkLeveringForm, jaar: number): FieldRule[] {
  return melkFieldPaths(jaar)
    .filter((path) => form.gebruikHandmatigeMelkRegistratie || melkGroupOf(path) !== 'totaalHandmatig')
    .map((path) => ruleAt(path, isRequired(form, path)));
}

/** SPEC.md section 5: every problem of the milk form for a year, in screen order. Empty when valid. */
export function validateMelkLevering(form: MelkLeveringForm, jaar: number): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of fieldRules(form, jaar)) {
    const error = check(rule, melkValueAt(form, rule.path));
    if (error) errors.push(error);
  }
  return errors;
}

/** The fields of the form that must be filled in now (own dairy's other fields once its kg is more than 0). */
export function requiredMelkFields(form: MelkLeveringForm, jaar: number): ReadonlySet<string> {
  return new Set(fieldRules(form, jaar).filter((rule) => rule.required).map((rule) => rule.path));
}

/**
 * What a field says of a typed value outside its input range, which it clamps on blur: worded as validateMelkLevering
 * words a value out of bounds ('Vet moet tussen 2-8 liggen'; 'Overige productie mag maximaal 15.000.000 zijn').
 * Undefined for a path that is no field of the form.
 */
export function clampedMessage(path: string, value: number): string | undefined {
  const meta = melkFieldAt(path);
  return meta ? boundsMessage({ meta, bounds: boundsKind(path) }, value) : undefined;
}
