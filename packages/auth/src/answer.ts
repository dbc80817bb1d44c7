import * as v from 'valibot';
import { ContractError, isHtml, readableBodyText } from './errors';

/**
 * One problem of an answer in Dutch, for the farmer's message ('kringloopwijzerId ontbreekt'): valibot's own text
 * is English ('Invalid key: Expected ...'). That text is kept for the developer in the console.
 */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue) ?? 'het antwoord';
  return issue.received === 'undefined' ? `${path} ontbreekt` : `${path} is ongeldig (${issue.received})`;
}

/** Checks a value against the call's schema; a mismatch becomes a ContractError naming the call. */
function checkAnswer<TSchema extends v.GenericSchema>(
  call: string,
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    console.warn(`${call}: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`);
    throw new ContractError(call, result.issues.map(describe));
  }
  return result.output;
}

/** Reads a successful answer as JSON and checks it; an empty or non-JSON body is a ContractError too. */
export async function readAnswer<TSchema extends v.GenericSchema>(
  call: string,
  schema: TSchema,
  response: Response,
): Promise<v.InferOutput<TSchema>> {
  const text = await response.text();
  if (text.trim() === '') throw new ContractError(call, ['het antwoord is leeg']);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A sign-in or error page of a proxy in between: its title, never its markup.
    const shown = isHtml(text) ? `een webpagina '${readableBodyText(text) ?? 'zonder titel'}'` : JSON.stringify(text.slice(0, 60));
    throw new ContractError(call, [`het antwoord is geen JSON (${shown})`]);
  }
  return checkAnswer(call, schema, json);
}
