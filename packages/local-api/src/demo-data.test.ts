/** @jest-environment node */
import { KRACHTVOER } from '@klw/contracts';
import type { KrachtvoerData } from '@klw/contracts';
import type { Year } from './dataset';
import { seedData } from './dataset';
import { demoDataset, demoDatasetInput } from './demo-data';
import { declaredScreens } from './screens';

const dataset = demoDataset();
const year = (klwId: number) => {
  const found = dataset.years.find((candidate) => candidate.klwId === klwId);
  if (!found) throw new Error(`no year ${klwId}`);
  return found;
};
const krachtvoerOf = (y: Year): KrachtvoerData => seedData(KRACHTVOER, y) as KrachtvoerData;

describe('demo data', () => {
  it('is the same on every build', () => {
    expect(demoDatasetInput()).toEqual(demoDatasetInput());
  });

  it('has the documented years (README table)', () => {
    expect(dataset.years.map((y) => [y.klwId, y.jaar, y.statusId, y.deelnemerId])).toEqual([
      [1018, 2018, 1, 501],
      [1019, 2019, 1, 501],
      [1020, 2020, 1, 501],
      [1021, 2021, 1, 501],
      [1022, 2022, 2, 501],
      [1023, 2023, 1, 501],
      [3021, 2021, 1, 503],
      [3023, 2023, 1, 503],
      [4023, 2023, 1, 504],
      [9023, 2023, 1, 509],
    ]);
  });

  it("gives every declared screen's data of every year, each fitting its declaration", () => {
    const screens = declaredScreens();
    expect(screens.filter((screen) => screen.demoData).length).toBeGreaterThan(0);
    for (const y of dataset.years) for (const { contract } of screens) expect(() => seedData(contract, y)).not.toThrow();
  });

  describe('feed deliveries (Krachtvoer)', () => {
    const metLeveringen = dataset.years.filter((y) => y.klwId !== 4023);

    it.each(metLeveringen.map((y) => y.klwId))('%i: 8 to 12 deliveries in the year, usual figures, one without kg', (klwId) => {
      const rows = krachtvoerOf(year(klwId)).voerLeveringRows;
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.length).toBeLessThanOrEqual(12);
      expect(rows.every((row) => row.leverDatum.startsWith(`${year(klwId).jaar}-`))).toBe(true);
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
      expect(krachtvoerOf(year(4023)).voerLeveringRows).toEqual([]);
      const handmatig = dataset.years.filter((y) => krachtvoerOf(y).handmatigeVoerLeveringRows.length > 0).map((y) => y.klwId);
      expect(handmatig).toEqual([1020, 3023]);
    });

    it('is complete in every year (Krachtvoer done in the menu until a farmer changes it)', () => {
      expect(dataset.years.filter((y) => !KRACHTVOER.isDone(krachtvoerOf(y)))).toEqual([]);
    });
  });
});
