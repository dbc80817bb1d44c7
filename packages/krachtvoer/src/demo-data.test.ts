/** @jest-environment node */
import * as v from 'valibot';
import { KRACHTVOER } from './declaration';
import type { KrachtvoerData } from './declaration';
import { demoData } from './demo-data';

// The feed data of the local API's demo world: what the README's table and the end-to-end tests rely on.

const YEARS = [1018, 1019, 1020, 1021, 1022, 1023, 3021, 3023, 4023, 9023].map((klwId) => ({ klwId, jaar: 2000 + (klwId % 100) }));
const jaar = (klwId: number): number => 2000 + (klwId % 100);

/** A demo year's data as the local API serves it: its own members with the year's facts, read by the declaration. */
function data(klwId: number): KrachtvoerData {
  const facts = { kringloopwijzerId: klwId, kringloopwijzerJaar: jaar(klwId), kringloopwijzerStatus: 1, isAuthorized: false };
  return v.parse(KRACHTVOER.dataSchema, { ...demoData({ klwId, jaar: jaar(klwId) }), ...facts });
}

describe('the demo feed data', () => {
  const metLeveringen = YEARS.filter((y) => y.klwId !== 4023);

  it.each(metLeveringen.map((y) => y.klwId))('%i: 8 to 12 deliveries in the year, usual figures, one without kg', (klwId) => {
    const rows = data(klwId).voerLeveringRows;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(rows.every((row) => row.leverDatum.startsWith(`${jaar(klwId)}-`))).toBe(true);
    expect(rows.map((row) => row.leverDatum)).toEqual(rows.map((row) => row.leverDatum).sort());
    expect(rows.filter((row) => row.kg === null)).toHaveLength(1);
    for (const row of rows) {
      expect(['ForFarmers', 'De Heus', 'Agrifirm']).toContain(row.leverancier);
      if (row.kg !== null) expect(row.kg).toBeGreaterThanOrEqual(1_000);
      expect(row.re).toBeGreaterThanOrEqual(100);
      expect(row.re).toBeLessThanOrEqual(250);
      expect(row.p).toBeGreaterThanOrEqual(3);
      expect(row.p).toBeLessThanOrEqual(7);
    }
  });

  it('has one year without automatic feed deliveries, and rows added by hand in some years', () => {
    expect(data(4023).voerLeveringRows).toEqual([]);
    const handmatig = YEARS.filter((y) => data(y.klwId).handmatigeVoerLeveringRows.length > 0).map((y) => y.klwId);
    expect(handmatig).toEqual([1020, 3023]);
  });

  it('is complete in every year (Krachtvoer done in the menu until a farmer changes it)', () => {
    expect(YEARS.filter((y) => !KRACHTVOER.isDone(data(y.klwId)))).toEqual([]);
  });
});
