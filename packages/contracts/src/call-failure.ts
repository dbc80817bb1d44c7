import { visibleText } from './visible-text';

// docs/PRODUCT.md section 8: the text a failed call shows. One rule for klw_auth (the error's message) and for every screen
// (one notice per description), checked by shape so it holds for an error of another bundle too.

export const UNKNOWN_ERROR_TEXT = 'Onbekende fout.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function filled(text: unknown): text is string {
  return typeof text === 'string' && visibleText(text) !== null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const code = name[0] === '#' ? Number.parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10) : NaN;
    if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** An answer that is a web page (a proxy's or a server's error page) rather than data or a line of text. */
export function isHtml(text: string): boolean {
  const start = text.trimStart().slice(0, 200).toLowerCase();
  return start.startsWith('<!doctype') || start.startsWith('<html') || start.startsWith('<?xml') || /<(html|head|body|title)[\s>]/.test(start);
}

/**
 * What a person can read of an answer body that is not JSON: plain text as it is; of an HTML page its title (else its
 * first heading) as text, never its markup; null when there is nothing readable.
 */
export function readableBodyText(bodyText: string): string | null {
  const text = bodyText.trim();
  if (text === '') return null;
  if (!isHtml(text)) return text;
  const part = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(text)?.[1] ?? '';
  const plain = decodeEntities(part.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return plain === '' ? null : plain;
}

/**
 * What an error answer's body says, in docs/PRODUCT.md section 8's order of preference: every errorDetails[].message (one
 * each); else its message; else its messages joined by '. '. Empty when the body says none of these.
 */
export function bodyDescriptions(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const details = Array.isArray(body.errorDetails)
    ? body.errorDetails.map((detail) => (isRecord(detail) ? detail.message : null)).filter(filled)
    : [];
  if (details.length > 0) return details;
  if (filled(body.message)) return [body.message];
  const messages = Array.isArray(body.messages) ? body.messages.filter(filled) : [];
  if (messages.length > 0) return [messages.join('. ')];
  return [];
}

/** The parts of klw_auth's ApiError this rule reads. */
interface FailedAnswer {
  body: unknown;
  bodyText: string;
}

function isFailedAnswer(error: unknown): error is FailedAnswer {
  return isRecord(error) && 'body' in error && typeof error.bodyText === 'string';
}

/**
 * The descriptions of the error notices of a failed call, one notice each: every errorDetails[].message; else the
 * answer's message; else its messages joined by '. '; else the raw body (of an HTML page its title); else the
 * error's own text. Never empty.
 */
export function failureDescriptions(error: unknown): string[] {
  if (isFailedAnswer(error)) {
    const fromAnswer = bodyDescriptions(error.body);
    if (fromAnswer.length > 0) return fromAnswer;
    if (typeof error.body === 'string' && filled(error.body)) return [error.body];
    // An HTML error page shows its title, never its markup.
    const readable = readableBodyText(error.bodyText);
    if (readable !== null) return [readable];
  }
  if (error instanceof Error && filled(error.message)) return [error.message];
  if (filled(error)) return [error];
  return [UNKNOWN_ERROR_TEXT];
}
