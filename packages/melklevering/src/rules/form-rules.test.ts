import { maanden, melkData, totaal } from '../test-support/melk-data';
import { jaarTotaal } from './totals';
import { MELK } from '../declaration';
import { valueAt as melkValueAt, withValueAt as withMelkValue } from '@klw/contracts/forms';
import { MELK_FORM_FIELDS } from '../declaration';
import { clampFormValues, fieldName as nameOf } from '@klw/contracts/forms';
import { draftStillFits, rebaseForm, replacesTyping, restoreWouldChange, restoredForm, sameForm } from '@klw/forms/testing';
import type { MelkLeveringForm } from '../declaration';
import { groupLegend, heeftAutomatischeLeveringen, withHandmatig } from './form-rules';

const initialForm = MELK.toForm;
const toForm = MELK.toForm;

// The kit's generic rules, on the milk form: what the milk screen relies on them for.
const clampForm = (form: MelkLeveringForm, jaar: number) => clampFormValues(MELK_FORM_FIELDS, form, jaar);
const fieldName = (path: string) => nameOf(MELK_FORM_FIELDS, path);

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

  it('unticked, copies the year total the table shows: a figure the server left out is computed', () => {
    const data = melkData({ maanden: maanden(1, 2), totaal: { ...totaal(), kg: 20_000, vet: null } });
    const unticked = withHandmatig(initialForm(data), data, false);
    expect(unticked.totaalHandmatig).toEqual(jaarTotaal(data));
    expect(unticked.totaalHandmatig.vet).toBe(4.4);
  });
});

describe('fieldName', () => {
  it('names the group where both groups have the field', () => {
    expect(fieldName('totaalHandmatig.kg')).toBe('Handmatige levering: Melk');
    expect(fieldName('totaalZelfZuivel.fosfor')).toBe('Zelf zuivelen: Fosfor');
  });

  it('names the groups as the screen heads them', () => {
    expect(groupLegend('totaalHandmatig')).toBe('Handmatige levering');
    expect(groupLegend('totaalZelfZuivel')).toBe('Zelf zuivelen');
  });

  it('gives a single field its own label', () => {
    expect(fieldName('melkGevoerdAanKalveren')).toBe('Melk gevoerd aan kalveren');
    expect(fieldName('totaalOverigeProductie.kg')).toBe('Overige productie');
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
    const form = MELK.toForm(melkData());
    expect(sameForm(form, MELK.toForm(melkData()))).toBe(true);
    expect(sameForm(form, withMelkValue(form, 'totaalHandmatig.ureum', 30))).toBe(false);
    expect(sameForm(form, withHandmatig(form, melkData(), true))).toBe(false);
  });
});

describe('rebaseForm (a save answered while the farmer went on typing)', () => {
  const sent = withMelkValue(MELK.toForm(melkData()), 'totaalZelfZuivel.kg', 1_000);
  // The server kept the sent values, and rounded one of them.
  const saved = withMelkValue(sent, 'totaalHandmatig.vet', 4.5);

  it('takes the saved values where nothing was typed since the save was sent', () => {
    expect(rebaseForm(saved, sent, sent)).toEqual(saved);
  });

  it('keeps each value typed since, a field emptied and the manual switch included', () => {
    let typed = withMelkValue(sent, 'totaalZelfZuivel.kg', 1_100);
    typed = withMelkValue(typed, 'melkGevoerdAanKalveren', null);
    typed = { ...typed, gebruikHandmatigeMelkRegistratie: !sent.gebruikHandmatigeMelkRegistratie };
    const result = rebaseForm(saved, sent, typed);
    expect(melkValueAt(result, 'totaalZelfZuivel.kg')).toBe(1_100);
    expect(melkValueAt(result, 'melkGevoerdAanKalveren')).toBeNull();
    expect(result.gebruikHandmatigeMelkRegistratie).toBe(typed.gebruikHandmatigeMelkRegistratie);
    expect(melkValueAt(result, 'totaalHandmatig.vet')).toBe(4.5);
  });
});

describe("'Terugzetten': a draft's typing put back", () => {
  const start = initialForm(melkData());
  const draft: { base: MelkLeveringForm; form: MelkLeveringForm } = { base: start, form: { ...start, melkGevoerdAanKalveren: 1_234 } };

  it('brings only the values the draft changed when it knows its start, else all its values', () => {
    const now = { ...start, totaalOverigeProductie: { kg: 9 } };
    expect(restoredForm(now, draft)).toEqual({ ...now, melkGevoerdAanKalveren: 1_234 });
    expect(restoredForm(now, { form: draft.form })).toEqual(draft.form);
  });

  it.each`
    case                                                     | saved                                                  | fits
    ${'nothing saved since'}                                 | ${start}                                               | ${true}
    ${'another value saved since'}                           | ${{ ...start, totaalOverigeProductie: { kg: 9 } }}     | ${true}
    ${'the value the draft changed was saved over'}          | ${{ ...start, melkGevoerdAanKalveren: 9 }}             | ${false}
    ${'saved since with the value the draft has'}            | ${{ ...start, melkGevoerdAanKalveren: 1_234 }}     | ${true}
  `('fits the current version: $case -> $fits', ({ saved, fits }) => {
    expect(draftStillFits(saved, draft)).toBe(fits);
  });

  it('does not fit without its start; manual registration switched on both sides is no conflict', () => {
    expect(draftStillFits(start, { form: draft.form })).toBe(false);
    const switched = { ...start, gebruikHandmatigeMelkRegistratie: !start.gebruikHandmatigeMelkRegistratie };
    expect(draftStillFits(switched, { base: start, form: switched })).toBe(true);
  });

  it('tells whether restoring would change the form at all', () => {
    expect(restoreWouldChange(start, draft)).toBe(true);
    // The draft's one change is in the form already (saved since, or typed here); other values differ, but it does not bring them.
    expect(restoreWouldChange({ ...start, melkGevoerdAanKalveren: 1_234, totaalOverigeProductie: { kg: 9 } }, draft)).toBe(false);
    expect(restoreWouldChange(draft.form, { form: draft.form })).toBe(false);
  });

  it.each`
    case                                        | before                                             | after                                              | replaces
    ${'no typing'}                              | ${start}                                           | ${{ ...start, melkGevoerdAanKalveren: 1 }}         | ${false}
    ${'typing in another field, kept'}          | ${{ ...start, totaalOverigeProductie: { kg: 9 } }} | ${{ ...start, totaalOverigeProductie: { kg: 9 }, melkGevoerdAanKalveren: 1 }} | ${false}
    ${'typing in the field the draft brings'}   | ${{ ...start, melkGevoerdAanKalveren: 7 }}         | ${{ ...start, melkGevoerdAanKalveren: 1 }}         | ${true}
    ${'manual registration switched, undone'}   | ${{ ...start, gebruikHandmatigeMelkRegistratie: !start.gebruikHandmatigeMelkRegistratie }} | ${start} | ${true}
  `('replaces unsaved typing: $case -> $replaces', ({ before, after, replaces }) => {
    expect(replacesTyping(start, before, after)).toBe(replaces);
  });
});
