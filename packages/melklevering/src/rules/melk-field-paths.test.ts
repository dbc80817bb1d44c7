/** @jest-environment node */
import { fieldAt, valueAt, withValueAt } from '@klw/contracts/forms';
import { MELK } from '../declaration';
import { melkFieldKinds, melkFieldPaths, melkGroupOf } from './melk-field-paths';
import type { MelkLeveringForm } from '../declaration';

const melkFieldAt = (path: string) => fieldAt(MELK.fields, path)?.field;

const empty = { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };
const form: MelkLeveringForm = {
  gebruikHandmatigeMelkRegistratie: true,
  totaalHandmatig: { kg: 10, vet: 4, eiwit: 3, ureum: 20, fosfor: 98 },
  totaalZelfZuivel: { ...empty },
  melkGevoerdAanKalveren: 20_000,
  totaalOverigeProductie: { kg: 300 },
};

describe('values by path', () => {
  it('reads and writes every kind of field without touching the others', () => {
    const changed = withValueAt(
      withValueAt(withValueAt(form, 'totaalZelfZuivel.vet', 4.1), 'melkGevoerdAanKalveren', 7),
      'totaalOverigeProductie.kg',
      9,
    );
    expect(valueAt(changed, 'totaalZelfZuivel.vet')).toBe(4.1);
    expect(valueAt(changed, 'melkGevoerdAanKalveren')).toBe(7);
    expect(valueAt(changed, 'totaalOverigeProductie.kg')).toBe(9);
    expect(valueAt(changed, 'totaalHandmatig.fosfor')).toBe(98);
    expect(changed.totaalHandmatig).toBe(form.totaalHandmatig);
    expect(form.totaalZelfZuivel.vet).toBeNull();
  });

  it('lists every value of a form once', () => {
    const paths = melkFieldPaths(2023);
    expect(paths.map((path) => valueAt(form, path))).toEqual([10, 4, 3, 20, 98, null, null, null, null, null, 20_000, 300]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the fields of a year', () => {
  it('lists them in screen order: the manual group, own dairy, calves, other production', () => {
    expect(melkFieldPaths(2023)).toEqual([
      'totaalHandmatig.kg',
      'totaalHandmatig.vet',
      'totaalHandmatig.eiwit',
      'totaalHandmatig.ureum',
      'totaalHandmatig.fosfor',
      'totaalZelfZuivel.kg',
      'totaalZelfZuivel.vet',
      'totaalZelfZuivel.eiwit',
      'totaalZelfZuivel.ureum',
      'totaalZelfZuivel.fosfor',
      'melkGevoerdAanKalveren',
      'totaalOverigeProductie.kg',
    ]);
  });

  it('has the milk figures of a year in column order, Fosfor from 2019', () => {
    expect(melkFieldKinds(2018)).toEqual(['kg', 'vet', 'eiwit', 'ureum']);
    expect(melkFieldKinds(2019)).toEqual(['kg', 'vet', 'eiwit', 'ureum', 'fosfor']);
  });

  it.each([
    [2018, false],
    [2019, true],
  ])('phosphorus in %p: %p', (jaar, present) => {
    expect(melkFieldPaths(jaar).includes('totaalHandmatig.fosfor')).toBe(present);
    expect(melkFieldPaths(jaar).includes('totaalZelfZuivel.fosfor')).toBe(present);
  });

  it.each([
    [2019, false],
    [2020, true],
  ])('other production in %p: %p', (jaar, present) => {
    expect(melkFieldPaths(jaar).includes('totaalOverigeProductie.kg')).toBe(present);
  });

  it.each([
    [2021, false],
    [2022, true],
  ])('calves fed in %p: %p', (jaar, present) => {
    expect(melkFieldPaths(jaar).includes('melkGevoerdAanKalveren')).toBe(present);
  });
});

describe('a field by its path', () => {
  it('names its group and its label', () => {
    expect(melkGroupOf('totaalZelfZuivel.kg')).toBe('totaalZelfZuivel');
    expect(melkGroupOf('melkGevoerdAanKalveren')).toBeUndefined();
    expect(melkFieldAt('totaalHandmatig.vet')?.label).toBe('Vet');
    expect(melkFieldAt('totaalOverigeProductie.kg')?.label).toBe('Overige productie');
  });

  it('knows no field at a path outside the form', () => {
    expect(melkFieldAt('totaalHandmatig.suiker')).toBeUndefined();
    expect(melkFieldAt('totaal.kg')).toBeUndefined();
    expect(melkFieldAt('totaalHandmatig')).toBeUndefined();
  });
});
