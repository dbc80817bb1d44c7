import { roundTo } from '@klw/contracts/texts';
import type { MelkLeveringForm } from '../declaration';
import type { MelkTotaal } from './melk-data';
import { DEFAULT_FOSFOR, MELK_FIELDS } from './melk-fields';
import { heeftFosfor, heeftKalveren, heeftOverigeProductie } from './year-rules';

export interface PerKoe {
  kg: number;
  vet: number | null;
  eiwit: number | null;
  ureum: number | null;
  fosfor: number;
}

type Gehalte = 'vet' | 'eiwit' | 'ureum' | 'fosfor';

/** kg-weighted average over the sources that have both kg and the value; null when none has. */
function weighted(sources: MelkTotaal[], key: Gehalte, fallback: number | null): number | null {
  let weight = 0;
  let sum = 0;
  for (const source of sources) {
    const kg = source.kg ?? 0;
    const value = source[key] ?? fallback;
    if (kg <= 0 || value === null) continue;
    weight += kg;
    sum += kg * value;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * docs/PRODUCT.md section 9: yearly figures per milk cow. kg = (own dairy + manual + calves + other) / cows;
 * the contents are kg-weighted averages of own dairy and manual delivery. Calves and other production count
 * only in the years they exist. Phosphorus is 97 where unknown (and before 2019). null when there are no cows.
 */
export function perKoe(form: MelkLeveringForm, aantalMelkkoeien: number | null | undefined, jaar: number): PerKoe | null {
  if (aantalMelkkoeien === null || aantalMelkkoeien === undefined || !(aantalMelkkoeien > 0)) return null;
  const sources = [form.totaalZelfZuivel, form.totaalHandmatig];
  const kalveren = heeftKalveren(jaar) ? (form.melkGevoerdAanKalveren ?? 0) : 0;
  const overige = heeftOverigeProductie(jaar) ? (form.totaalOverigeProductie.kg ?? 0) : 0;
  const kg = (form.totaalZelfZuivel.kg ?? 0) + (form.totaalHandmatig.kg ?? 0) + kalveren + overige;
  const round = (value: number | null, key: Gehalte): number | null =>
    value === null ? null : roundTo(value, MELK_FIELDS[key].decimals);
  const fosfor = heeftFosfor(jaar) ? weighted(sources, 'fosfor', DEFAULT_FOSFOR) : null;
  return {
    kg: roundTo(kg / aantalMelkkoeien, MELK_FIELDS.kg.decimals),
    vet: round(weighted(sources, 'vet', null), 'vet'),
    eiwit: round(weighted(sources, 'eiwit', null), 'eiwit'),
    ureum: round(weighted(sources, 'ureum', null), 'ureum'),
    fosfor: roundTo(fosfor ?? DEFAULT_FOSFOR, MELK_FIELDS.fosfor.decimals),
  };
}
