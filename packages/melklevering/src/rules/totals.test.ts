/** @jest-environment node */
import { computeTotals, jaarTotaal, shownTotals, totaalVan } from './totals';
import type { Levering, Maand } from './melk-data';

function levering(kg: number, vet: number | null, eiwit: number | null, ureum: number | null, fosfor: number | null): Levering {
  return { leverDatum: '2023-01-03', afleverTijd: '06:00', ubn: '1234567', kg, vet, eiwit, ureum, fosfor };
}

describe('totaalVan', () => {
  it.each`
    leveringen                                                              | expected
    ${[]}                                                                   | ${{ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null }}
    ${[levering(3000, 4.4, 3.6, 20, 98)]}                                   | ${{ kg: 3000, vet: 4.4, eiwit: 3.6, ureum: 20, fosfor: 98 }}
    ${[levering(3000, 4.4, 3.6, 20, 98), levering(1000, 4.8, 3.2, 24, 90)]} | ${{ kg: 4000, vet: 4.5, eiwit: 3.5, ureum: 21, fosfor: 96 }}
    ${[levering(3000, 4.4, 3.6, null, null), levering(1000, 4.8, 3.2, 24, null)]} | ${{ kg: 4000, vet: 4.5, eiwit: 3.5, ureum: 24, fosfor: null }}
    ${[levering(0, 9, 9, 99, 200), levering(1000, 4.4, 3.6, 20, 98)]}      | ${{ kg: 1000, vet: 4.4, eiwit: 3.6, ureum: 20, fosfor: 98 }}
    ${[levering(1, 4.444, 3.555, 19.5, 97.5)]}                              | ${{ kg: 1, vet: 4.44, eiwit: 3.56, ureum: 20, fosfor: 98 }}
  `('$leveringen.length pickups -> $expected', ({ leveringen, expected }) => {
    expect(totaalVan(leveringen)).toEqual(expected);
  });
});

describe('computeTotals', () => {
  it('recomputes month totals and the year total from all pickups (not from rounded months)', () => {
    const stale = { kg: 1, vet: 1, eiwit: 1, ureum: 1, fosfor: 1 };
    const maanden: Maand[] = [
      { naam: 'januari', leveringen: [levering(3000, 4.4, 3.6, 20, 98), levering(1000, 4.8, 3.2, 24, 90)], totaal: stale },
      { naam: 'februari', leveringen: [levering(2000, 4.0, 3.0, 18, 100)], totaal: stale },
      { naam: 'maart', leveringen: [], totaal: stale },
    ];
    const result = computeTotals(maanden);
    expect(result.maanden.map((m) => m.totaal)).toEqual([
      { kg: 4000, vet: 4.5, eiwit: 3.5, ureum: 21, fosfor: 96 },
      { kg: 2000, vet: 4, eiwit: 3, ureum: 18, fosfor: 100 },
      { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
    ]);
    // (3000*4.4 + 1000*4.8 + 2000*4.0) / 6000 = 4.333 -> 4.33
    expect(result.totaal).toEqual({ kg: 6000, vet: 4.33, eiwit: 3.33, ureum: 20, fosfor: 97 });
    expect(maanden[0]?.totaal).toBe(stale);
  });

  it('gives an empty total without months', () => {
    expect(computeTotals([])).toEqual({ maanden: [], totaal: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null } });
  });
});

describe('jaarTotaal: the year total the table shows and unticking copies', () => {
  const pickups: Maand[] = [{ naam: 'januari', leveringen: [levering(3000, 4.4, 3.6, 20, 98), levering(1000, 4.8, 3.2, 24, 90)], totaal: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null } }];
  const none = { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null };
  it.each`
    sent                                                         | expected
    ${none}                                                      | ${{ kg: 4000, vet: 4.5, eiwit: 3.5, ureum: 21, fosfor: 96 }}
    ${{ kg: 20000, vet: 4.4, eiwit: 3.6, ureum: 20, fosfor: 98 }} | ${{ kg: 20000, vet: 4.4, eiwit: 3.6, ureum: 20, fosfor: 98 }}
    ${{ ...none, kg: 20000 }}                                    | ${{ kg: 20000, vet: 4.5, eiwit: 3.5, ureum: 21, fosfor: 96 }}
    ${{ kg: 20000, vet: null, eiwit: 3.6, ureum: 20, fosfor: 98 }} | ${{ kg: 20000, vet: 4.5, eiwit: 3.6, ureum: 20, fosfor: 98 }}
  `('sent $sent -> $expected', ({ sent, expected }) => {
    expect(jaarTotaal({ maanden: pickups, totaal: sent })).toEqual(expected);
    expect(shownTotals(pickups, sent).totaal).toEqual(jaarTotaal({ maanden: pickups, totaal: sent }));
  });

  it('has nothing to compute without pickups', () => {
    expect(jaarTotaal({ maanden: [], totaal: none })).toEqual(none);
  });

  it("fills each month's missing figures from its own pickups", () => {
    expect(shownTotals(pickups, none).maanden[0]?.totaal).toEqual({ kg: 4000, vet: 4.5, eiwit: 3.5, ureum: 21, fosfor: 96 });
  });
});
