/** @jest-environment node */
import { heeftFosfor, heeftKalveren, heeftOverigeProductie } from './year-rules';

describe('year rules (docs/PRODUCT.md section 9)', () => {
  it.each`
    jaar    | fosfor   | overige  | kalveren
    ${2017} | ${false} | ${false} | ${false}
    ${2018} | ${false} | ${false} | ${false}
    ${2019} | ${true}  | ${false} | ${false}
    ${2020} | ${true}  | ${true}  | ${false}
    ${2021} | ${true}  | ${true}  | ${false}
    ${2022} | ${true}  | ${true}  | ${true}
    ${2023} | ${true}  | ${true}  | ${true}
  `('$jaar: fosfor $fosfor, overige productie $overige, kalveren $kalveren', ({ jaar, fosfor, overige, kalveren }) => {
    expect(heeftFosfor(jaar)).toBe(fosfor);
    expect(heeftOverigeProductie(jaar)).toBe(overige);
    expect(heeftKalveren(jaar)).toBe(kalveren);
  });
});
