import type { NumberFieldDef } from '@klw/contracts/forms';

/** docs/PRODUCT.md sections 5 and 9: the limits of the milk figures. */
export const MELK_KG_MAX = 15_000_000;
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

export const MELK_FIELD_KINDS: readonly MelkFieldKind[] = ['kg', 'vet', 'eiwit', 'ureum', 'fosfor'];

/** The figures of a milk total: label, unit, decimals shown and rounded to, bounds (docs/PRODUCT.md section 5). */
export const MELK_FIELDS: Readonly<Record<MelkFieldKind, Pick<NumberFieldDef, 'label' | 'unit' | 'decimals' | 'min' | 'max'>>> = {
  kg: { label: 'Melk', unit: 'kg', decimals: 0, min: 0, max: MELK_KG_MAX },
  vet: { label: 'Vet', unit: '%', decimals: 2, min: VET_MIN, max: VET_MAX },
  eiwit: { label: 'Eiwit', unit: '%', decimals: 2, min: EIWIT_MIN, max: EIWIT_MAX },
  ureum: { label: 'Ureum', unit: 'mg / 100 ml', decimals: 0, min: UREUM_MIN, max: UREUM_MAX },
  fosfor: { label: 'Fosfor', unit: 'mg / 100 g', decimals: 0, min: FOSFOR_MIN, max: FOSFOR_MAX },
};
