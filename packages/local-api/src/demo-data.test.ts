/** @jest-environment node */
import { heeftFosfor, KRACHTVOER, MELK, perKoe } from '@klw/contracts';
import type { KrachtvoerData, Levering } from '@klw/contracts';
import type { Year } from './dataset';
import { seedData } from './dataset';
import { demoDataset, demoDatasetInput } from './demo-data';

const dataset = demoDataset();
const year = (klwId: number) => {
  const found = dataset.years.find((candidate) => candidate.klwId === klwId);
  if (!found) throw new Error(`no year ${klwId}`);
  return found;
};
const krachtvoerOf = (y: Year): KrachtvoerData => seedData(KRACHTVOER, y) as KrachtvoerData;
const pickups = (klwId: number): Levering[] => year(klwId).seed.maanden.flatMap((maand) => maand.leveringen);

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

  it.each([1018, 1019, 1020, 1021, 1022, 1023, 9023])('%i is realistic: pickups every 3 days, ~9,300 kg per cow, usual contents', (klwId) => {
    const leveringen = pickups(klwId);
    const days = leveringen.map((l) => Date.parse(`${l.leverDatum}Z`) / 86_400_000);
    expect(days.slice(1).every((day, i) => day - (days[i] ?? 0) === 3)).toBe(true);
    const { seed } = year(klwId);
    const kgPerKoe = (seed.totaal.kg ?? 0) / (seed.aantalMelkkoeien ?? 1);
    expect(Math.abs(kgPerKoe - 9_300)).toBeLessThan(9_300 * 0.03);
    expect(seed.aantalMelkkoeien).toBeGreaterThanOrEqual(105);
    expect(seed.aantalMelkkoeien).toBeLessThanOrEqual(120);
    expect(Math.abs((seed.totaal.vet ?? 0) - 4.45)).toBeLessThan(0.1);
    expect(Math.abs((seed.totaal.eiwit ?? 0) - 3.6)).toBeLessThan(0.1);
    expect(Math.abs((seed.totaal.ureum ?? 0) - 20)).toBeLessThan(2);
    if (heeftFosfor(seed.kringloopwijzerJaar)) expect(Math.abs((seed.totaal.fosfor ?? 0) - 98)).toBeLessThan(2);
    else expect(leveringen.every((l) => l.fosfor === null)).toBe(true);
  });

  it('has a farm with two UBNs, each picked up every 3 days', () => {
    const ubns = new Set(pickups(3023).map((l) => l.ubn));
    expect([...ubns].sort()).toEqual(['2345678', '3456789']);
  });

  it('has a year without automatic deliveries, manual registration on', () => {
    expect(year(4023).seed).toMatchObject({ maanden: [], gebruikHandmatigeMelkRegistratie: true, datumLaatsteLevering: null });
  });

  it('passes validation everywhere except the 2023 year of the participant (calves missing)', () => {
    const failing = dataset.years.filter((y) => MELK.validate(MELK.toForm(y.seed), y.jaar).length > 0).map((y) => y.klwId);
    expect(failing).toEqual([1023]);
  });

  it('gives per-cow figures near the brief for the participant', () => {
    const { seed } = year(1021);
    expect(perKoe(MELK.toForm(seed), seed.aantalMelkkoeien, seed.kringloopwijzerJaar)).toEqual({
      kg: expect.any(Number),
      vet: expect.closeTo(4.45, 0),
      eiwit: expect.closeTo(3.6, 0),
      ureum: expect.any(Number),
      fosfor: expect.any(Number),
    });
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
