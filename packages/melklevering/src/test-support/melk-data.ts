// Builders of milk delivery answers for the unit tests of this screen.
import type { Levering, Maand, MelkTotaal } from '../rules/melk-data';
import type { MelkLeveringData } from '../declaration';
import type { CallContext } from '@klw/contracts/calls';
import { callContextFixture } from '@klw/forms/testing';

export function totaal(values: Partial<MelkTotaal> = {}): MelkTotaal {
  return { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null, ...values };
}

function levering(day: number, month = 1, year = 2023, values: Partial<Levering> = {}): Levering {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return {
    leverDatum: `${year}-${pad(month)}-${pad(day)}T00:00:00`,
    afleverTijd: '06:15:00',
    ubn: '1234567',
    kg: 10_000,
    vet: 4.4,
    eiwit: 3.5,
    ureum: 22,
    fosfor: year >= 2019 ? 95 : null,
    ...values,
  };
}

const NAMEN = ['Januari', 'Februari', 'Maart', 'April', 'Mei', 'Juni', 'Juli', 'Augustus', 'September', 'Oktober', 'November', 'December'];

/** Months of a year with `perMonth` pickups each, totals left to the screen. */
export function maanden(count: number, perMonth: number, year = 2023): Maand[] {
  return Array.from({ length: count }, (_, index) => ({
    naam: NAMEN[index % 12] ?? `Maand ${index + 1}`,
    leveringen: Array.from({ length: perMonth }, (__, row) => levering((row % 28) + 1, (index % 12) + 1, year)),
    totaal: totaal(),
  }));
}

/** An answer of GetMelkLeveringGegevens: an open year with two months of pickups, manual registration off. */
export function melkData(overrides: Partial<MelkLeveringData> = {}): MelkLeveringData {
  const jaar = overrides.kringloopwijzerJaar ?? 2023;
  return {
    aantalMelkkoeien: 100,
    datumLaatsteLevering: `${jaar}-02-28T07:30:00`,
    gebruikHandmatigeMelkRegistratie: false,
    isAuthorized: true,
    kringloopwijzerId: 4242,
    kringloopwijzerJaar: jaar,
    kringloopwijzerStatus: 1,
    melkGevoerdAanKalveren: 20_000,
    maanden: maanden(2, 3, jaar),
    totaal: totaal({ kg: 60_000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: jaar >= 2019 ? 95 : null }),
    totaalHandmatig: totaal({ kg: 60_000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: jaar >= 2019 ? 95 : null }),
    totaalZelfZuivel: totaal(),
    totaalOverigeProductie: { kg: 500 },
    ...overrides,
  };
}

/** A participant on an open year (editable) unless overridden: klw_auth's fixture with this screen's ids. */
export function callContext(overrides: Partial<CallContext> = {}): CallContext {
  return {
    ...callContextFixture(4242),
    gebruikerId: 1,
    deelnemerId: 2,
    kringloopwijzerJaar: 2023,
    gebruikerIsDemoGebruiker: false,
    ...overrides,
  };
}
