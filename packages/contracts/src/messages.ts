import { formatNumber } from './format';

// SPEC.md section 5: the generic Dutch validation texts. Numbers in nl-NL ('15.000.000').

export function requiredMessage(label: string): string {
  return `Gelieve ${label} in te vullen`;
}

export function minMessage(label: string, min: number): string {
  return `${label} moet minimaal ${formatNumber(min)} zijn`;
}

export function maxMessage(label: string, max: number): string {
  return `${label} mag maximaal ${formatNumber(max)} zijn`;
}

export function rangeMessage(label: string, min: number, max: number): string {
  return `${label} moet tussen ${formatNumber(min)}-${formatNumber(max)} liggen`;
}

/**
 * A number field clamped what was typed to its bounds on blur: what was typed and what the field shows now, both as
 * the farmer sees them ('44,5 is aangepast naar 8,00').
 */
export function adjustedText(typed: string, shown: string): string {
  return `${typed} is aangepast naar ${shown}`;
}

/** A field whose text cannot be read as a number: the text stays, this says so. */
export function unreadableMessage(label: string): string {
  return `${label} is geen geldig getal`;
}

/** A text field holding more than it takes. */
export function maxLengthMessage(label: string, maxLength: number): string {
  return `${label} mag maximaal ${formatNumber(maxLength)} tekens bevatten`;
}
