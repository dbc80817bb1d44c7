/** @jest-environment node */
import * as v from 'valibot';
import { MELK } from './declaration';
import type { MelkLeveringData } from './declaration';
import { demoData } from './demo-data';
import type { Levering } from './rules/melk-data';
import { perKoe } from './rules/per-koe';
import { heeftFosfor } from './rules/year-rules';

// The milk data of the local API's demo world: what the README's table and the end-to-end tests rely on.

const YEARS = [1018, 1019, 1020, 1021, 1022, 1023, 3021, 3023, 4023, 9023].map((klwId) => ({ klwId, jaar: 2000 + (klwId % 100) }));

/** A demo year's data as the local API serves it: its own members with the year's facts, read by the declaration. */
function data(klwId: number): MelkLeveringData {
  const year = YEARS.find((candidate) => candidate.klwId === klwId);
  if (!year) throw new Error(`no year ${klwId}`);
  const facts = { kringloopwijzerId: year.klwId, kringloopwijzerJaar: year.jaar, kringloopwijzerStatus: 1, isAuthorized: false };
  return v.parse(MELK.dataSchema, { ...demoData(year), ...facts });
}
const pickups = (klwId: number): Levering[] => data(klwId).maanden.flatMap((maand) => maand.leveringen);

describe('the demo milk data', () => {
  it('is the same on every build', () => {
    expect(YEARS.map(demoData)).toEqual(YEARS.map(demoData));
  });

  it.each([1018, 1019, 1020, 1021, 1022, 1023, 9023])('%i is realistic: pickups every 3 days, ~9,300 kg per cow, usual contents', (klwId) => {
    const leveringen = pickups(klwId);
    const days = leveringen.map((l) => Date.parse(`${l.leverDatum}Z`) / 86_400_000);
    expect(days.slice(1).every((day, i) => day - (days[i] ?? 0) === 3)).toBe(true);
    const seed = data(klwId);
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
    expect(data(4023)).toMatchObject({ maanden: [], gebruikHandmatigeMelkRegistratie: true, datumLaatsteLevering: null });
  });

  it('passes validation everywhere except the 2023 year of the participant (calves missing)', () => {
    const failing = YEARS.filter((y) => MELK.validate(MELK.toForm(data(y.klwId)), y.jaar).length > 0).map((y) => y.klwId);
    expect(failing).toEqual([1023]);
  });

  it('gives per-cow figures near the brief for the participant', () => {
    const seed = data(1021);
    expect(perKoe(MELK.toForm(seed), seed.aantalMelkkoeien, seed.kringloopwijzerJaar)).toEqual({
      kg: expect.any(Number),
      vet: expect.closeTo(4.45, 0),
      eiwit: expect.closeTo(3.6, 0),
      ureum: expect.any(Number),
      fosfor: expect.any(Number),
    });
  });
});
