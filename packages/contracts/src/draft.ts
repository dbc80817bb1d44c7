import * as v from 'valibot';
import { DateTime } from 'luxon';
import { UNSAVED_INPUT } from './interface-texts';

// Drafts of a screen's form: what a farmer typed and did not save yet, kept on this computer per user, per year and
// per screen, and within those per page, so two tabs of one year never write over each other's typing
// (docs/adr/006-drafts-and-etags.md). Generic over the form: each screen checks its drafts with its form's schema.

const DRAFT_FORMAT_VERSION = 1;
/** A draft older than this is removed unseen: a farm computer should not hold stray figures for long. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Draft<TForm> {
  version: typeof DRAFT_FORMAT_VERSION;
  userId: number;
  klwId: number;
  /** When it was last written, in milliseconds since 1970. */
  savedAt: number;
  /** The ETag of the data the typing started from; null when the API sent none. */
  basedOn: string | null;
  form: TForm;
  /**
   * The values the typing started from (the saved form then), so 'Terugzetten' brings only what was typed. Drafts
   * written before 2026-11-24 have none and bring all their values.
   */
  base?: TForm;
}

/** A form's schema, as a screen declares it to read its drafts back. */
export type FormSchema<TForm> = v.GenericSchema<unknown, TForm>;

const draftSchemas = new WeakMap<FormSchema<unknown>, v.GenericSchema<unknown, Draft<unknown>>>();

function draftSchemaOf<TForm>(formSchema: FormSchema<TForm>): v.GenericSchema<unknown, Draft<TForm>> {
  let schema = draftSchemas.get(formSchema as FormSchema<unknown>);
  if (!schema) {
    schema = v.object({
      version: v.literal(DRAFT_FORMAT_VERSION),
      userId: v.pipe(v.number(), v.integer()),
      klwId: v.pipe(v.number(), v.integer()),
      savedAt: v.pipe(v.number(), v.finite()),
      basedOn: v.nullable(v.string()),
      form: formSchema,
      base: v.optional(formSchema),
    }) as v.GenericSchema<unknown, Draft<unknown>>;
    draftSchemas.set(formSchema as FormSchema<unknown>, schema);
  }
  return schema as v.GenericSchema<unknown, Draft<TForm>>;
}

/** A stored draft, or null when absent, unreadable, of another format or form, or not of this user and year. */
export function parseDraft<TForm>(text: string | null, formSchema: FormSchema<TForm>, userId: number, klwId: number): Draft<TForm> | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(draftSchemaOf(formSchema), json);
  if (!parsed.success || parsed.output.userId !== userId || parsed.output.klwId !== klwId) return null;
  return parsed.output;
}

export function isDraftExpired(draft: Pick<Draft<unknown>, 'savedAt'>, now: number): boolean {
  return now - draft.savedAt > DRAFT_MAX_AGE_MS;
}

export interface DraftSituation {
  draft: Draft<unknown> | null;
  /** The year may not be edited by this user. */
  readOnly: boolean;
  /** Restoring the draft would change nothing: the form (the loaded data, or typing on this page) holds it already. */
  restoresNothing: boolean;
  now: number;
}

/**
 * What opening a year does with a stored draft: 'offer' it (it holds typing the form does not have), 'discard' it
 * (expired, or the form already holds it), or nothing ('none': no draft, or a read-only year, which never
 * offers one and leaves it where it is).
 */
export function draftChoice({ draft, readOnly, restoresNothing, now }: DraftSituation): 'offer' | 'discard' | 'none' {
  if (draft === null || readOnly) return 'none';
  if (isDraftExpired(draft, now) || restoresNothing) return 'discard';
  return 'offer';
}

/** The draft's moment as the screen writes it: 'DD-MM-YYYY HH:mm', in this computer's time zone unless one is given. */
export function formatDraftMoment(savedAt: number, zone?: string): string {
  return DateTime.fromMillis(savedAt, zone === undefined ? {} : { zone }).toFormat('dd-MM-yyyy HH:mm');
}

/** The order in which found drafts are offered: the newest first. */
export function newestDraftFirst(a: { draft: Pick<Draft<unknown>, 'savedAt'> }, b: { draft: Pick<Draft<unknown>, 'savedAt'> }): number {
  return b.draft.savedAt - a.draft.savedAt;
}

export function draftFoundText(savedAt: number, zone?: string): string {
  return `Er is ${UNSAVED_INPUT} van ${formatDraftMoment(savedAt, zone)} gevonden.`;
}

export function newDraft<TForm>(
  userId: number,
  klwId: number,
  form: TForm,
  basedOn: string | null,
  now: number,
  base?: TForm,
): Draft<TForm> {
  const draft: Draft<TForm> = { version: DRAFT_FORMAT_VERSION, userId, klwId, savedAt: now, basedOn, form };
  return base === undefined ? draft : { ...draft, base };
}
