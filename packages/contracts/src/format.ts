import { DateTime } from 'luxon';

const LOCALE = 'nl-NL';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits, useGrouping: true });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Round half away from zero to a number of decimals. Works on the decimal text, so 1.005 becomes 1.01
 * (plain Math.round(x * 100) / 100 gives 1).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shift = (x: number, by: number): number => {
    // Shift the decimal exponent in text; also right for values JS already writes as '1e-7'.
    const [mantissa, exponent = '0'] = String(x).split('e');
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  const result = sign * shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return Object.is(result, -0) ? 0 : result;
}

/**
 * nl-NL number with thousands dots and a fixed number of decimals ('15.000.000', '4,45').
 * Without decimals: as many as the value has, up to 2 (used in messages: '2', '15.000.000').
 * null, undefined and non-finite values give ''.
 */
export function formatNumber(value: number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (decimals === undefined) return formatter(0, 2).format(value);
  return formatter(decimals, decimals).format(roundTo(value, decimals));
}

function parseIso(iso: string): DateTime {
  // The date as written in the text (its own offset), not shifted to the viewer's zone.
  return DateTime.fromISO(iso.trim().replace(' ', 'T'), { setZone: true });
}

// Fast paths for the forms the server sends on every delivery row ('2023-01-04', '2023-01-04T06:30:00',
// '06:30', '06:30:00'): a table of thousands of rows formats them without building a luxon DateTime each.
const PLAIN_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;
const PLAIN_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'DD-MM-YYYY' from an ISO date with or without time and zone; '' when absent or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const plain = PLAIN_DATE.exec(iso);
  if (plain) {
    const [, year = '', month = '', day = ''] = plain;
    return Number(day) <= daysInMonth(Number(year), Number(month)) ? `${day}-${month}-${year}` : '';
  }
  const parsed = parseIso(iso);
  return parsed.isValid ? parsed.toFormat('dd-MM-yyyy') : '';
}

/** 'HH:mm' from 'HH:mm', 'HH:mm:ss' (with fractions) or an ISO date-time; '' when absent or invalid. */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '';
  const plain = PLAIN_TIME.exec(time);
  if (plain) return `${plain[1]}:${plain[2]}`;
  const parsed = parseIso(time);
  return parsed.isValid ? parsed.toFormat('HH:mm') : '';
}
