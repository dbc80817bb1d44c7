import type { MelkLeveringForm } from './form';
import type { FieldCategory, FieldDef, FieldError, FormFields } from './form-model';
import { requiredFieldPaths, validateForm } from './form-model';
import { KALVEREN_FIELD, MELK_FIELDS, MELK_FIELD_KINDS, OVERIGE_PRODUCTIE_FIELD } from './melk-fields';
import type { MelkFieldKind } from './melk-fields';
import { FOSFOR_VANAF_JAAR, KALVEREN_VANAF_JAAR, OVERIGE_PRODUCTIE_VANAF_JAAR } from './year-rules';

type MelkField = FieldDef<MelkLeveringForm>;

function totaalField(kind: MelkFieldKind, required: MelkField['required']): MelkField {
  return {
    type: 'number',
    key: kind,
    ...MELK_FIELDS[kind],
    required,
    ...(kind === 'fosfor' ? { sinceYear: FOSFOR_VANAF_JAAR } : {}),
  };
}

/** Own dairy: kg optional, the rest required once kg is filled with more than 0 (0 kg is no own dairy processing). */
const zelfZuivelFilled = (form: MelkLeveringForm): boolean => form.totaalZelfZuivel.kg !== null && form.totaalZelfZuivel.kg !== 0;

const handmatig: FieldCategory<MelkLeveringForm> = {
  name: 'Handmatige levering',
  key: 'totaalHandmatig',
  // SPEC.md section 5: checked only while manual registration is on.
  shown: (form) => form.gebruikHandmatigeMelkRegistratie,
  fields: MELK_FIELD_KINDS.map((kind) => totaalField(kind, true)),
};

const zelfZuivel: FieldCategory<MelkLeveringForm> = {
  name: 'Zelf zuivelen',
  key: 'totaalZelfZuivel',
  fields: MELK_FIELD_KINDS.map((kind) => totaalField(kind, kind === 'kg' ? false : zelfZuivelFilled)),
};

const overig: FieldCategory<MelkLeveringForm> = {
  name: 'Overig',
  fields: [
    { type: 'number', key: 'melkGevoerdAanKalveren', ...KALVEREN_FIELD, required: true, sinceYear: KALVEREN_VANAF_JAAR },
    // Its maximum is an input limit, below which any figure of 1 or more is an answer: min and max worded apart.
    {
      type: 'number',
      key: 'totaalOverigeProductie.kg',
      ...OVERIGE_PRODUCTIE_FIELD,
      required: true,
      sinceYear: OVERIGE_PRODUCTIE_VANAF_JAAR,
      bounds: 'separate',
    },
  ],
};

/** SPEC.md section 5: the milk form's fields, as the screen shows and the checks read them. */
export const MELK_FORM_FIELDS: FormFields<MelkLeveringForm> = [handmatig, zelfZuivel, overig];

/** SPEC.md section 5: every problem of the milk form for a year, in screen order. Empty when valid. */
export function validateMelkLevering(form: MelkLeveringForm, jaar: number): FieldError[] {
  return validateForm(MELK_FORM_FIELDS, form, jaar);
}

/** The fields of the form that must be filled in now (own dairy's other fields once its kg is more than 0). */
export function requiredMelkFields(form: MelkLeveringForm, jaar: number): ReadonlySet<string> {
  return requiredFieldPaths(MELK_FORM_FIELDS, form, jaar);
}
