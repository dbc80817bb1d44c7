/** docs/PRODUCT.md section 9: which parts of the milk form exist in a reporting year. */
export const FOSFOR_VANAF_JAAR = 2019;
export const OVERIGE_PRODUCTIE_VANAF_JAAR = 2020;
export const KALVEREN_VANAF_JAAR = 2022;

export function heeftFosfor(jaar: number): boolean {
  return jaar >= FOSFOR_VANAF_JAAR;
}

export function heeftOverigeProductie(jaar: number): boolean {
  return jaar >= OVERIGE_PRODUCTIE_VANAF_JAAR;
}

export function heeftKalveren(jaar: number): boolean {
  return jaar >= KALVEREN_VANAF_JAAR;
}
