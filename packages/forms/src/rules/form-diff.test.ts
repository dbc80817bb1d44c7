/** @jest-environment node */
import { draftStillFits, rebaseForm, replacesTyping, restoreWouldChange, sameForm } from './form-diff';

// Generic over any form: leaves are values, a list of rows is one value. (The milk form's cases are in the milk
// package's rules tests.)
const row = (omschrijving: string, kg: number | null = null) => ({ omschrijving, kg });
const form = (regels = [row('a', 1)], naam: string | null = 'De Hoeve') => ({ naam, groep: { aantal: 3 }, regels });

describe('lists of rows count as one value', () => {
  it.each`
    case                          | a                                   | b                                    | same
    ${'the same rows'}            | ${form()}                           | ${form([row('a', 1)])}               | ${true}
    ${'a row added'}              | ${form()}                           | ${form([row('a', 1), row('b')])}     | ${false}
    ${'a figure in a row'}        | ${form()}                           | ${form([row('a', 2)])}               | ${false}
    ${'rows in another order'}    | ${form([row('a'), row('b')])}       | ${form([row('b'), row('a')])}        | ${false}
    ${'a nested value'}           | ${form()}                           | ${{ ...form(), groep: { aantal: 4 } }} | ${false}
    ${'a row and null'}           | ${form([row('a'), row('b')])}       | ${form([row('a'), null as never])}   | ${false}
    ${'one row fewer'}            | ${form([row('a'), row('b')])}       | ${form([row('a')])}                  | ${false}
  `('$case: same $same', ({ a, b, same }) => {
    expect(sameForm(a, b)).toBe(same);
  });

  it('compares only the rows that are other objects: a row changed in place of 2,000 is found, the same rows by value are the same', () => {
    const rows = Array.from({ length: 2_000 }, (_, index) => row(`r${index}`, index));
    const saved = form(rows);
    const typed = form(rows.map((each, index) => (index === 1_499 ? row('r1499', 1) : each)));
    expect(sameForm(saved, typed)).toBe(false);
    expect(sameForm(saved, form(rows.map((each) => ({ ...each }))))).toBe(true);
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(sameForm(saved, form([...rows]))).toBe(true);
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
  });

  it('rebases the rows whole: typed rows win, untouched rows take the other version', () => {
    const loaded = form();
    const theirs = form([row('a', 1), row('hun regel')], 'Hun naam');
    const mine = form([row('mijn regel')]);
    expect(rebaseForm(theirs, loaded, mine)).toEqual(form([row('mijn regel')], 'Hun naam'));
    expect(rebaseForm(theirs, loaded, { ...loaded, naam: 'Mijn naam' })).toEqual({ ...theirs, naam: 'Mijn naam' });
  });

  it('tells whether a draft of rows still fits, would change the form, or replaces typing', () => {
    const start = form();
    const draft = { base: start, form: form([row('a', 1), row('b')]) };
    expect(restoreWouldChange(start, draft)).toBe(true);
    expect(restoreWouldChange(draft.form, draft)).toBe(false);
    expect(draftStillFits(start, draft)).toBe(true);
    expect(draftStillFits(form([row('ander')]), draft)).toBe(false);
    expect(replacesTyping(start, form([row('getypt')]), draft.form)).toBe(true);
    expect(replacesTyping(start, { ...start, naam: 'getypt' }, { ...draft.form, naam: 'getypt' })).toBe(false);
  });
});
