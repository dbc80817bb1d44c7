import { formatNumber } from './format';

// docs/PRODUCT.md section 5: the generic Dutch validation texts. Numbers in nl-NL ('15.000.000').

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
 * A number field rounded what was typed to its decimals or clamped it to its bounds on blur: what was typed and what
 * the field shows now, both as the farmer sees them ('44,5 is aangepast naar 8,00', '4,456 is aangepast naar 4,46').
 */
export function adjustedText(typed: string, shown: string): string {
  return `${typed} is aangepast naar ${shown}`;
}

/**
 * The notice after a save names each figure a field rounded or changed to its bounds, by the field's name as the messages name
 * it ('Zelf zuivelen: Vet 44,5 is aangepast naar 8,00.').
 */
export function adjustedFieldText(field: string, typed: string, shown: string): string {
  return `${field} ${adjustedText(typed, shown)}.`;
}

/** A field whose text cannot be read as a number: the text stays, this says so. */
export function unreadableMessage(label: string): string {
  return `${label} is geen geldig getal`;
}

/** A text field holding more than it takes. */
export function maxLengthMessage(label: string, maxLength: number): string {
  return `${label} mag maximaal ${formatNumber(maxLength)} tekens bevatten`;
}

/**
 * A list of rows longer than a year may hold: 'Te veel regels: een jaar kan hoogstens 2.000 handmatige
 * voerleveringen bevatten.' `rows` is the list's name as its heading shows it ('Handmatige voerleveringen').
 */
export function tooManyRowsMessage(rows: string, max: number): string {
  const name = rows.charAt(0).toLowerCase() + rows.slice(1);
  return `Te veel regels: een jaar kan hoogstens ${formatNumber(max)} ${name} bevatten.`;
}

/**
 * A row refused because its list holds the most rows a year may (form-model.ts, maxRowsOf): the screen says so where
 * 'Regel toevoegen' is, and the rows already there stay as they are.
 */
export function maxRowsMessage(max: number): string {
  return `U kunt hoogstens ${formatNumber(max)} regels toevoegen.`;
}

/**
 * 'Regel toevoegen' refused while a row is still empty ('Regel 1 is nog leeg. ...'): the focus goes to that row, and
 * this says why no row came.
 */
export function emptyRowMessage(row: string): string {
  return `${row} is nog leeg. Vul die eerst in, dan kunt u een nieuwe regel toevoegen.`;
}
