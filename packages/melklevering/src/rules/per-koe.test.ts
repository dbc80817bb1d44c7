/** @jest-environment node */
import { perKoe } from './per-koe';
import type { MelkLeveringForm } from '../declaration';
import type { MelkTotaal } from './melk-data';

const empty: MelkTotaal = { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };

function form(overrides: Partial<MelkLeveringForm> = {}): MelkLeveringForm {
  return {
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { kg: 1_000_000, vet: 4.4, eiwit: 3.6, ureum: 20, fosfor: 98 },
    totaalZelfZuivel: { ...empty },
    melkGevoerdAanKalveren: 20_000,
    totaalOverigeProductie: { kg: 30_000 },
    ...overrides,
  };
}

describe('perKoe (docs/PRODUCT.md section 9)', () => {
  it.each([null, undefined, 0, -5])('is null with %p cows', (cows) => {
    expect(perKoe(form(), cows, 2023)).toBeNull();
  });

  it.each`
    jaar    | kg       | note
    ${2018} | ${10000} | ${'manual only'}
    ${2019} | ${10000} | ${'manual only'}
    ${2020} | ${10300} | ${'+ other production'}
    ${2021} | ${10300} | ${'+ other production'}
    ${2022} | ${10500} | ${'+ calves'}
    ${2023} | ${10500} | ${'+ calves'}
  `('$jaar: kg per cow $kg ($note)', ({ jaar, kg }) => {
    expect(perKoe(form(), 100, jaar)?.kg).toBe(kg);
  });

  it('weights the contents of own dairy and manual delivery by kg', () => {
    const result = perKoe(
      form({
        totaalHandmatig: { kg: 900_000, vet: 4.4, eiwit: 3.6, ureum: 20, fosfor: 100 },
        totaalZelfZuivel: { kg: 100_000, vet: 5.0, eiwit: 4.0, ureum: 30, fosfor: 80 },
        melkGevoerdAanKalveren: 0,
        totaalOverigeProductie: { kg: 0 },
      }),
      113,
      2023,
    );
    // (0.9*4.4 + 0.1*5.0) = 4.46; (0.9*3.6 + 0.1*4.0) = 3.64; 18 + 3 = 21; 90 + 8 = 98
    expect(result).toEqual({ kg: 8850, vet: 4.46, eiwit: 3.64, ureum: 21, fosfor: 98 });
  });

  it.each`
    handmatigFosfor | zelfZuivel                                                        | jaar    | fosfor
    ${98}           | ${empty}                                                          | ${2023} | ${98}
    ${null}         | ${empty}                                                          | ${2023} | ${97}
    ${null}         | ${{ kg: 1_000_000, vet: 4, eiwit: 3.5, ureum: 20, fosfor: 101 }}  | ${2023} | ${99}
    ${110}          | ${empty}                                                          | ${2018} | ${97}
  `('phosphorus $handmatigFosfor with own dairy $zelfZuivel in $jaar -> $fosfor', ({ handmatigFosfor, zelfZuivel, jaar, fosfor }) => {
    const f = form({ totaalZelfZuivel: zelfZuivel });
    f.totaalHandmatig.fosfor = handmatigFosfor;
    expect(perKoe(f, 100, jaar)?.fosfor).toBe(fosfor);
  });

  it('has no contents and default phosphorus when no milk is known', () => {
    const f = form({ totaalHandmatig: { ...empty }, melkGevoerdAanKalveren: null, totaalOverigeProductie: { kg: null } });
    expect(perKoe(f, 113, 2023)).toEqual({ kg: 0, vet: null, eiwit: null, ureum: null, fosfor: 97 });
  });

  it.each`
    kgTotal      | cows   | vet       | eiwit     | ureum    | expected
    ${1_050_905} | ${113} | ${4.4449} | ${3.6051} | ${19.5}  | ${{ kg: 9300, vet: 4.44, eiwit: 3.61, ureum: 20 }}
    ${1_000_050} | ${100} | ${4.455}  | ${3.605}  | ${20.49} | ${{ kg: 10001, vet: 4.46, eiwit: 3.61, ureum: 20 }}
  `('rounds kg and urea to 0 decimals, fat and protein to 2', ({ kgTotal, cows, vet, eiwit, ureum, expected }) => {
    const f = form({
      totaalHandmatig: { kg: kgTotal, vet, eiwit, ureum, fosfor: 98 },
      melkGevoerdAanKalveren: 0,
      totaalOverigeProductie: { kg: 0 },
    });
    expect(perKoe(f, cows, 2023)).toEqual({ ...expected, fosfor: 98 });
  });
});
