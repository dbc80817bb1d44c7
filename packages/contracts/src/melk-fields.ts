/** SPEC.md sections 5 and 9: the limits of the milk figures. */
const MELK_KG_MAX = 15_000_000;
export const DEFAULT_FOSFOR = 97;
const VET_MIN = 2;
const VET_MAX = 8;
const EIWIT_MIN = 2;
const EIWIT_MAX = 6;
const UREUM_MIN = 10;
const UREUM_MAX = 80;
const FOSFOR_MIN = 75;
const FOSFOR_MAX = 125;

export type MelkFieldKind = 'kg' | 'vet' | 'eiwit' | 'ureum' | 'fosfor';

export interface MelkFieldMeta {
  /** Bare Dutch name, used in column headers and in the validation texts. */
  label: string;
  unit: string;
  /** Decimals shown and rounded to. */
  decimals: number;
  min: number;
  max: number;
  /**
   * The lowest value the input takes when below `min`: a value the farmer may give and the check then names
   * ('Overige productie moet minimaal 1 zijn') instead of the field silently raising it to `min`.
   */
  inputMin?: number;
}

export const MELK_FIELD_KINDS: readonly MelkFieldKind[] = ['kg', 'vet', 'eiwit', 'ureum', 'fosfor'];

export const MELK_FIELDS: Readonly<Record<MelkFieldKind, MelkFieldMeta>> = {
  kg: { label: 'Melk', unit: 'kg', decimals: 0, min: 0, max: MELK_KG_MAX },
  vet: { label: 'Vet', unit: '%', decimals: 2, min: VET_MIN, max: VET_MAX },
  eiwit: { label: 'Eiwit', unit: '%', decimals: 2, min: EIWIT_MIN, max: EIWIT_MAX },
  ureum: { label: 'Ureum', unit: 'mg / 100 ml', decimals: 0, min: UREUM_MIN, max: UREUM_MAX },
  fosfor: { label: 'Fosfor', unit: 'mg / 100 g', decimals: 0, min: FOSFOR_MIN, max: FOSFOR_MAX },
};

/** Calves fed (from 2022): required, 1 to 15.000.000 kg. */
export const KALVEREN_FIELD: MelkFieldMeta = {
  label: 'Melk gevoerd aan kalveren',
  unit: 'kg',
  decimals: 0,
  min: 1,
  max: MELK_KG_MAX,
};

/**
 * Other production (from 2020): required, minimum 1; the input takes 0 to 15.000.000. A 0 (a farm without
 * other production) stays 0 and is named by the check, never turned into 1 kg that nobody produced.
 */
export const OVERIGE_PRODUCTIE_FIELD: MelkFieldMeta = {
  label: 'Overige productie',
  unit: 'kg',
  decimals: 0,
  min: 1,
  max: MELK_KG_MAX,
  inputMin: 0,
};
