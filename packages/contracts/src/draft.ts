import * as v from 'valibot';
import { DateTime } from 'luxon';
import type { MelkLeveringForm } from './form';
import { MelkTotaalSchema } from './melk-levering';
import { NullableNumberSchema } from './primitives';

// Drafts of the milk form: what a farmer typed and did not save yet, kept on this computer per user and per year,
// and within a year per page, so two tabs of one year never write over each other's typing
// (docs/adr/006-drafts-and-etags.md).

const DRAFT_FORMAT_VERSION = 1;
/** A draft older than this is removed unseen: a farm computer should not hold stray figures for long. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const DRAFT_KEY_PREFIX = 'klw.concept.melklevering.';

const MelkLeveringFormSchema = v.object({
  gebruikHandmatigeMelkRegistratie: v.boolean(),
  totaalHandmatig: MelkTotaalSchema,
  totaalZelfZuivel: MelkTotaalSchema,
  melkGevoerdAanKalveren: NullableNumberSchema,
  totaalOverigeProductie: v.object({ kg: NullableNumberSchema }),
});

const MelkDraftSchema = v.object({
  version: v.literal(DRAFT_FORMAT_VERSION),
  userId: v.pipe(v.number(), v.integer()),
  klwId: v.pipe(v.number(), v.integer()),
  /** When it was last written, in milliseconds since 1970. */
  savedAt: v.pipe(v.number(), v.finite()),
  /** The ETag of the data the typing started from; null when the API sent none. */
  basedOn: v.nullable(v.string()),
  form: MelkLeveringFormSchema,
  /**
   * The values the typing started from (the saved form then), so 'Terugzetten' brings only what was typed. Drafts
   * written before 2026-11-24 have none and bring all their values.
   */
  base: v.optional(MelkLeveringFormSchema),
});

export type MelkDraft = v.InferOutput<typeof MelkDraftSchema>;

/**
 * The storage key of one user's draft of one year, as one page wrote it: `page` tells the pages (tabs, and a tab
 * before and after a reload) apart. Without `page`: the key of a draft written before each page kept its own, which
 * is still read.
 */
export function melkDraftKey(userId: number, klwId: number, page?: string): string {
  const year = `${DRAFT_KEY_PREFIX}${userId}.${klwId}`;
  return page === undefined ? year : `${year}.${page}`;
}

/** Whether a storage key holds a draft of this user and this year, written by any page. */
export function isMelkDraftKeyOf(key: string, userId: number, klwId: number): boolean {
  const year = melkDraftKey(userId, klwId);
  return key === year || key.startsWith(`${year}.`);
}

/** A stored draft, or null when absent, unreadable, of another format, or not of this user and year. */
export function parseMelkDraft(text: string | null, userId: number, klwId: number): MelkDraft | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(MelkDraftSchema, json);
  if (!parsed.success || parsed.output.userId !== userId || parsed.output.klwId !== klwId) return null;
  return parsed.output;
}

export function isDraftExpired(draft: Pick<MelkDraft, 'savedAt'>, now: number): boolean {
  return now - draft.savedAt > DRAFT_MAX_AGE_MS;
}

export interface DraftSituation {
  draft: MelkDraft | null;
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
export function newestDraftFirst(a: { draft: Pick<MelkDraft, 'savedAt'> }, b: { draft: Pick<MelkDraft, 'savedAt'> }): number {
  return b.draft.savedAt - a.draft.savedAt;
}

export function draftFoundText(savedAt: number, zone?: string): string {
  return `Er is niet-opgeslagen invoer van ${formatDraftMoment(savedAt, zone)} gevonden.`;
}

export function newMelkDraft(
  userId: number,
  klwId: number,
  form: MelkLeveringForm,
  basedOn: string | null,
  now: number,
  base?: MelkLeveringForm,
): MelkDraft {
  const draft: MelkDraft = { version: DRAFT_FORMAT_VERSION, userId, klwId, savedAt: now, basedOn, form };
  return base === undefined ? draft : { ...draft, base };
}
