import * as v from 'valibot';
import { ContractError, isHtml, readableBodyText } from './errors';

function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Checks a value against the call's schema; a mismatch becomes a ContractError naming the call. */
function checkAnswer<TSchema extends v.GenericSchema>(
  call: string,
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ContractError(call, result.issues.map(describe));
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
