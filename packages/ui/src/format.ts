import { formatDate, formatNumber } from '@klw/contracts/texts';

/** The text shown for an absent value ('niet van toepassing'). */
const NVT = 'NVT';

/** A figure in nl-NL with fixed decimals, or 'NVT' when absent. */
export function formatFigureOrNvt(value: number | null | undefined, decimals: number): string {
  const text = formatNumber(value, decimals);
  return text === '' ? NVT : text;
}

/** 'DD-MM-YYYY', or 'NVT' when absent or invalid. */
export function formatDateOrNvt(iso: string | null | undefined): string {
  const text = formatDate(iso);
  return text === '' ? NVT : text;
}
