/** @jest-environment node */
import { MELK_FIELDS } from './melk-fields';

describe('MELK_FIELDS', () => {
  it.each`
    kind        | label       | unit             | decimals | min   | max
    ${'kg'}     | ${'Melk'}   | ${'kg'}          | ${0}     | ${0}  | ${15_000_000}
    ${'vet'}    | ${'Vet'}    | ${'%'}           | ${2}     | ${2}  | ${8}
    ${'eiwit'}  | ${'Eiwit'}  | ${'%'}           | ${2}     | ${2}  | ${6}
    ${'ureum'}  | ${'Ureum'}  | ${'mg / 100 ml'} | ${0}     | ${10} | ${80}
    ${'fosfor'} | ${'Fosfor'} | ${'mg / 100 g'}  | ${0}     | ${75} | ${125}
  `('$kind', ({ kind, label, unit, decimals, min, max }) => {
    expect(MELK_FIELDS[kind as keyof typeof MELK_FIELDS]).toEqual({ label, unit, decimals, min, max });
  });
});
