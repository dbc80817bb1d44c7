import { toForm } from '@klw/contracts';
import { maanden, melkData, totaal } from '../test-support/melk-data';
import {
  clampForm,
  fieldsOfYear,
  heeftAutomatischeLeveringen,
  initialForm,
  jaarTotaal,
  rebaseForm,
  sameForm,
  valueAt,
  withHandmatig,
  withValue,
} from './form-rules';

describe('manual registration switch', () => {
  it('is forced on when there are no delivery months', () => {
    const data = melkData({ maanden: [], gebruikHandmatigeMelkRegistratie: false });
    expect(heeftAutomatischeLeveringen(data)).toBe(false);
    expect(initialForm(data).gebruikHandmatigeMelkRegistratie).toBe(true);
  });

  it('keeps the saved choice when there are delivery months', () => {
    expect(initialForm(melkData({ gebruikHandmatigeMelkRegistratie: false })).gebruikHandmatigeMelkRegistratie).toBe(false);
    expect(initialForm(melkData({ gebruikHandmatigeMelkRegistratie: true })).gebruikHandmatigeMelkRegistratie).toBe(true);
  });

  it('switching off copies the overall totals into the manual totals', () => {
    const data = melkData({
      gebruikHandmatigeMelkRegistratie: true,
      totaal: totaal({ kg: 123_456, vet: 4.41, eiwit: 3.52, ureum: 23, fosfor: 96 }),
    });
    const form = { ...toForm(data), totaalHandmatig: totaal({ kg: 5 }) };
    const off = withHandmatig(form, data, false);
    expect(off.gebruikHandmatigeMelkRegistratie).toBe(false);
    expect(off.totaalHandmatig).toEqual({ kg: 123_456, vet: 4.41, eiwit: 3.52, ureum: 23, fosfor: 96 });
    expect(off.totaalHandmatig).not.toBe(data.totaal);
  });

  it('switching on keeps the manual figures', () => {
    const data = melkData();
    const form = { ...toForm(data), totaalHandmatig: totaal({ kg: 5 }) };
    expect(withHandmatig(form, data, true)).toEqual({ ...form, gebruikHandmatigeMelkRegistratie: true });
  });

  it('cannot be switched off without automatic deliveries', () => {
    const data = melkData({ maanden: [] });
    const form = initialForm(data);
    expect(withHandmatig(form, data, false)).toBe(form);
  });

  it('uses totals computed from the pickups when the answer has none', () => {
    const data = melkData({ maanden: maanden(1, 2), totaal: totaal() });
    expect(jaarTotaal(data).kg).toBe(20_000);
    expect(jaarTotaal(data).vet).toBe(4.4);
  });
});

describe('values by path', () => {
  it('reads and writes every kind of field without touching the others', () => {
    const form = toForm(melkData());
    const changed = withValue(withValue(withValue(form, 'totaalZelfZuivel.vet', 4.1), 'melkGevoerdAanKalveren', 7), 'totaalOverigeProductie.kg', 9);
    expect(valueAt(changed, 'totaalZelfZuivel.vet')).toBe(4.1);
    expect(valueAt(changed, 'melkGevoerdAanKalveren')).toBe(7);
    expect(valueAt(changed, 'totaalOverigeProductie.kg')).toBe(9);
    expect(changed.totaalHandmatig).toBe(form.totaalHandmatig);
    expect(form.totaalZelfZuivel.vet).toBeNull();
  });
});

describe('fields of a year', () => {
  const paths = (jaar: number): string[] => fieldsOfYear(jaar).map((field) => field.path);

  it.each([
    [2018, false],
    [2019, true],
  ])('phosphorus in %p: %p', (jaar, present) => {
    expect(paths(jaar).includes('totaalHandmatig.fosfor')).toBe(present);
    expect(paths(jaar).includes('totaalZelfZuivel.fosfor')).toBe(present);
  });

  it.each([
    [2019, false],
    [2020, true],
  ])('other production in %p: %p', (jaar, present) => {
    expect(paths(jaar).includes('totaalOverigeProductie.kg')).toBe(present);
  });

  it.each([
    [2021, false],
    [2022, true],
  ])('calves fed in %p: %p', (jaar, present) => {
    expect(paths(jaar).includes('melkGevoerdAanKalveren')).toBe(present);
  });
});

describe('clampForm (the guard before a save)', () => {
  it('brings every filled value within its bounds', () => {
    const form = {
      ...toForm(melkData({ kringloopwijzerJaar: 2023 })),
      totaalHandmatig: { kg: 20_000_000, vet: 1, eiwit: 7, ureum: 5, fosfor: 200 },
      totaalZelfZuivel: { kg: -3, vet: 9, eiwit: 1.5, ureum: 81, fosfor: 74 },
      melkGevoerdAanKalveren: 0,
      totaalOverigeProductie: { kg: 16_000_000 },
    };
    expect(clampForm(form, 2023)).toEqual({
      ...form,
      totaalHandmatig: { kg: 15_000_000, vet: 2, eiwit: 6, ureum: 10, fosfor: 125 },
      totaalZelfZuivel: { kg: 0, vet: 8, eiwit: 2, ureum: 80, fosfor: 75 },
      melkGevoerdAanKalveren: 1,
      totaalOverigeProductie: { kg: 15_000_000 },
    });
  });

  it("keeps a 0 in 'Overige productie': its input takes 0, the check names it", () => {
    const form = { ...toForm(melkData({ kringloopwijzerJaar: 2023 })), totaalOverigeProductie: { kg: 0 } };
    expect(clampForm(form, 2023).totaalOverigeProductie.kg).toBe(0);
    expect(clampForm({ ...form, totaalOverigeProductie: { kg: -1 } }, 2023).totaalOverigeProductie.kg).toBe(0);
  });

  it('leaves empty values empty and valid forms untouched', () => {
    const form = { ...toForm(melkData()), totaalZelfZuivel: totaal(), melkGevoerdAanKalveren: null };
    expect(clampForm(form, 2023)).toBe(form);
  });

  it('leaves fields of other years alone', () => {
    const form = { ...toForm(melkData()), melkGevoerdAanKalveren: 0, totaalOverigeProductie: { kg: 0 } };
    const clamped = clampForm(form, 2019);
    expect(clamped.melkGevoerdAanKalveren).toBe(0);
    expect(clamped.totaalOverigeProductie.kg).toBe(0);
  });
});

describe('sameForm', () => {
  it('compares values, not identity', () => {
    const form = toForm(melkData());
    expect(sameForm(form, toForm(melkData()))).toBe(true);
    expect(sameForm(form, withValue(form, 'totaalHandmatig.ureum', 30))).toBe(false);
    expect(sameForm(form, withHandmatig(form, melkData(), true))).toBe(false);
  });
});

describe('rebaseForm (a save answered while the farmer went on typing)', () => {
  const sent = withValue(toForm(melkData()), 'totaalZelfZuivel.kg', 1_000);
  // The server kept the sent values, and rounded one of them.
  const saved = withValue(sent, 'totaalHandmatig.vet', 4.5);

  it('takes the saved values where nothing was typed since the save was sent', () => {
    expect(rebaseForm(saved, sent, sent)).toEqual(saved);
  });

  it('keeps each value typed since, a field emptied and the manual switch included', () => {
    let typed = withValue(sent, 'totaalZelfZuivel.kg', 1_100);
    typed = withValue(typed, 'melkGevoerdAanKalveren', null);
    typed = { ...typed, gebruikHandmatigeMelkRegistratie: !sent.gebruikHandmatigeMelkRegistratie };
    const result = rebaseForm(saved, sent, typed);
    expect(valueAt(result, 'totaalZelfZuivel.kg')).toBe(1_100);
    expect(valueAt(result, 'melkGevoerdAanKalveren')).toBeNull();
    expect(result.gebruikHandmatigeMelkRegistratie).toBe(typed.gebruikHandmatigeMelkRegistratie);
    expect(valueAt(result, 'totaalHandmatig.vet')).toBe(4.5);
  });
});
