import { readableBodyText } from 'klw_auth/client';

// SPEC.md section 8: what a failed save tells the farmer, in this order of preference.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function filled(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** The parts of klw_auth's ApiError this screen reads; checked by shape, so it also holds across bundles. */
interface FailedAnswer {
  body: unknown;
  bodyText: string;
}

function isFailedAnswer(error: unknown): error is FailedAnswer {
  return isRecord(error) && 'body' in error && typeof error.bodyText === 'string';
}

function fromBody(body: unknown): string[] {
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

export const UNKNOWN_ERROR_TEXT = 'Onbekende fout.';

/**
 * The descriptions of the error notifications of a failed save, one notification each: every
 * errorDetails[].message; else the answer's message; else its messages joined by '. '; else the raw body (of an HTML
 * page its title);
 * else the error's own text.
 */
export function saveErrorDescriptions(error: unknown): string[] {
  if (isFailedAnswer(error)) {
    const fromAnswer = fromBody(error.body);
    if (fromAnswer.length > 0) return fromAnswer;
    if (typeof error.body === 'string' && filled(error.body)) return [error.body];
    // An HTML error page shows its title, never its markup (klw_auth's rule).
    const readable = readableBodyText(error.bodyText);
    if (readable !== null) return [readable];
  }
  if (error instanceof Error && filled(error.message)) return [error.message];
  if (filled(error)) return [error];
  return [UNKNOWN_ERROR_TEXT];
}
