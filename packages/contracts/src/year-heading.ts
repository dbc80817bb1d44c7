import type { CallContext } from './call-context';

/**
 * What a year's status is called, and what it means, by kringloopwijzerStatusId: the menu's StatusOmschrijving and
 * StatusUitlegTekst, and the status in a screen's heading. Above 1 is closed (docs/PRODUCT.md section 4).
 */
export const YEAR_STATUSES: Readonly<Record<number, { omschrijving: string; uitleg: string }>> = {
  0: { omschrijving: 'Nieuw', uitleg: 'Deze kringloopwijzer is nog niet ingevuld.' },
  1: { omschrijving: 'Open', uitleg: 'Deze kringloopwijzer kan nog worden gewijzigd.' },
  2: { omschrijving: 'Afgesloten', uitleg: 'Deze kringloopwijzer is afgesloten en kan niet meer worden gewijzigd.' },
};

/** The name of a status; a status without a name of its own is named by its number, and above 1 it is closed. */
export function yearStatusText(statusId: number | null): string | null {
  if (statusId === null) return null;
  return YEAR_STATUSES[statusId]?.omschrijving ?? (statusId > 1 ? YEAR_STATUSES[2]!.omschrijving : `Status ${statusId}`);
}

/** Whose year a screen shows: the farm, the year and its status, each where known. */
export interface YearHeading {
  farm: string | null;
  year: string | null;
  status: string | null;
}

/**
 * The farm and the year a screen is about, from the call context: an adviser or the servicedesk with several farms
 * sees whose year is open. Null until the call context is there, or when it names neither.
 */
export function yearHeadingOf(ctx: CallContext | null | undefined): YearHeading | null {
  if (!ctx) return null;
  const farm = ctx.naam?.trim() || null;
  const year = ctx.kringloopwijzerJaar === null ? null : `Kringloopwijzer ${ctx.kringloopwijzerJaar}`;
  if (farm === null && year === null) return null;
  return { farm, year, status: yearStatusText(ctx.kringloopwijzerStatusId) };
}
