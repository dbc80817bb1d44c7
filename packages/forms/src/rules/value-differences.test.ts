import { PROEF_MODEL } from '../test-support/proef-model';
import { valueDifferences } from './value-differences';

describe('valueDifferences: the values two versions of a form hold differently, as the fields show them', () => {
  const form = { naam: 'Hoeve', aantal: 12, regels: [{ omschrijving: 'Brok', kg: 1.5 }] };

  it.each`
    case                              | other                                                                                     | expected
    ${'the same values'}              | ${form}                                                                                   | ${[]}
    ${'a number, as the field shows'} | ${{ ...form, aantal: 1234 }}                                                              | ${[['Aantal', '12', '1.234']]}
    ${'a value emptied'}              | ${{ ...form, naam: null }}                                                                | ${[['Naam', 'Hoeve', 'leeg']]}
    ${'a row the other lacks'}        | ${{ ...form, regels: [] }}                                                                | ${[['Regel 1: Omschrijving', 'Brok', 'leeg'], ['Regel 1: Gewicht', '1,5', 'leeg']]}
    ${'a row added, in screen order'} | ${{ ...form, aantal: 3, regels: [...form.regels, { omschrijving: 'Mais', kg: null }] }} | ${[['Aantal', '12', '3'], ['Regel 2: Omschrijving', 'leeg', 'Mais']]}
  `('$case', ({ other, expected }) => {
    const rows = valueDifferences(PROEF_MODEL.fields, form, other as typeof form, 2024).map(({ field, left, right }) => [field, left, right]);
    expect(rows).toEqual(expected);
  });
});
