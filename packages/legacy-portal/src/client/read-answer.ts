// Reading what the API answered, liberally: the portal renders what it gets, and says why a call failed.
import type { IHttpResponse } from 'angular';

/** How long the portal's own calls wait for an answer. */
export const REQUEST_TIMEOUT_MS = 10_000;

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

export function describeFailure(response: IHttpResponse<unknown>): string {
  return response.status <= 0 ? 'niet bereikbaar' : `status ${response.status}`;
}

/** The `message` of an error answer (docs/PRODUCT.md section 8), when it has one. */
export function answerMessage(data: unknown): string | null {
  const message = asRecord(data).message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

export function isHttpResponse(value: unknown): value is IHttpResponse<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

