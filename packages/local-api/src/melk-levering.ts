import {
  computeTotals,
  heeftFosfor,
  heeftKalveren,
  heeftOverigeProductie,
  isReadOnly,
  MELK_FIELDS,
  mergeForm,
  roundTo,
  toForm,
  validateMelkLevering,
} from '@klw/contracts';
import type { CallContext, FieldError, MelkLeveringData, MelkLeveringForm, MelkLeveringSave, MelkTotaal } from '@klw/contracts';
import type { Year } from './dataset';

// The server side of the milk screen. The user owns the form fields; the server owns everything else (the
// automatic deliveries, their totals, the year, its status), so a save can never rewrite a dairy's pickups.

const GROEP_NAAM: Record<string, string> = {
  totaalHandmatig: 'Handmatige melklevering',
  totaalZelfZuivel: 'Zelf zuivelen',
};

/** An errorDetails text that says which part of the form it is about. */
export function detailMessage(error: FieldError): string {
  const groep = GROEP_NAAM[error.path.split('.')[0] ?? ''];
  return groep ? `${groep}: ${error.message}` : error.message;
}

function roundTotaal(totaal: MelkTotaal, fosfor: boolean): MelkTotaal {
  const round = (value: number | null, decimals: number): number | null => (value === null ? null : roundTo(value, decimals));
  return {
    kg: round(totaal.kg, MELK_FIELDS.kg.decimals),
    vet: round(totaal.vet, MELK_FIELDS.vet.decimals),
    eiwit: round(totaal.eiwit, MELK_FIELDS.eiwit.decimals),
    ureum: round(totaal.ureum, MELK_FIELDS.ureum.decimals),
    fosfor: fosfor ? round(totaal.fosfor, MELK_FIELDS.fosfor.decimals) : null,
  };
}

/** Rounds to the decimals the screen shows and clears the parts that do not exist in the year. */
function normaliseForm(form: MelkLeveringForm, jaar: number, automatisch: boolean): MelkLeveringForm {
  const fosfor = heeftFosfor(jaar);
  return {
    // SPEC.md section 4: without automatic deliveries, manual registration is forced on.
    gebruikHandmatigeMelkRegistratie: automatisch ? form.gebruikHandmatigeMelkRegistratie : true,
    totaalHandmatig: roundTotaal(form.totaalHandmatig, fosfor),
    totaalZelfZuivel: roundTotaal(form.totaalZelfZuivel, fosfor),
    melkGevoerdAanKalveren:
      heeftKalveren(jaar) && form.melkGevoerdAanKalveren !== null ? roundTo(form.melkGevoerdAanKalveren, 0) : null,
    totaalOverigeProductie: {
      kg: heeftOverigeProductie(jaar) && form.totaalOverigeProductie.kg !== null ? roundTo(form.totaalOverigeProductie.kg, 0) : null,
    },
  };
}

export type SaveOutcome = { ok: true; data: MelkLeveringData } | { ok: false; errors: FieldError[] };

/**
 * Applies a save to the stored data. Values out of bounds refuse the save; missing values do not (a year is
 * filled in over several sessions; the menu shows the warning until it is complete).
 */
export function applySave(stored: MelkLeveringData, body: MelkLeveringSave, year: Year): SaveOutcome {
  // The body holds only the fields a client may send (MelkLeveringSaveSchema); the rest is the stored year's.
  const form = normaliseForm(toForm({ ...stored, ...body }), year.jaar, stored.maanden.length > 0);
  const errors = validateMelkLevering(form, year.jaar).filter((error) => error.kind === 'bounds');
  if (errors.length > 0) return { ok: false, errors };

  const { maanden, totaal } = computeTotals(stored.maanden);
  const merged = mergeForm({ ...stored, maanden, totaal }, form);
  // Manual registration off: the manual totals follow the automatic ones, as the screen does on unchecking.
  if (!merged.gebruikHandmatigeMelkRegistratie) merged.totaalHandmatig = { ...totaal };
  return { ok: true, data: merged };
}

/** The facts of a year every screen's data carries (MelkLeveringData, KrachtvoerData). */
interface YearFacts {
  kringloopwijzerId: number;
  kringloopwijzerJaar: number;
  kringloopwijzerStatus: number | null;
  isAuthorized: boolean;
}

/** The stored data as one user sees it: the server-owned facts of the year and whether this user may edit. */
export function present<T extends YearFacts>(data: T, year: Year, context: CallContext): T {
  return {
    ...data,
    kringloopwijzerId: year.klwId,
    kringloopwijzerJaar: year.jaar,
    kringloopwijzerStatus: year.statusId,
    isAuthorized: !isReadOnly(context),
  };
}
