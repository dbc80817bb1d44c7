const THOUSANDS_ONLY = /^-?\d{1,3}(\.\d{3})+$/;
const PLAIN_NUMBER = /^-?(\d+([.]\d*)?|[.]\d+)$/;

/**
 * Reads a number as a Dutch user writes or pastes it: '1.234,5' is 1234.5, '4,5' is 4.5, '1.234.567' is
 * 1234567. Without a comma a dot is a decimal point ('4.5'), unless the text is only groups of three
 * ('1.234'), which in nl-NL can only be thousands. Spaces and non-breaking spaces are ignored.
 * Returns null for empty or non-numeric text.
 */
export function parseDutchNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./g, '').replace(',', '.');
  } else if (THOUSANDS_ONLY.test(compact)) {
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  if (!PLAIN_NUMBER.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Keeps a value within optional bounds. */
export function clamp(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}
