/** @jest-environment node */
import * as v from 'valibot';
import { clampFormValues, MAX_ROWS_DEFAULT, maxRowsOf, validateForm } from '@klw/contracts/forms';
import { KRACHTVOER, voerTotaal } from './declaration';

const row = (kg: number | null, re: number | null = null, p: number | null = null) => ({ kg, re, p });

describe('voerTotaal: the automatic deliveries footer', () => {
  it.each`
    rows                                            | kg      | re      | p
    ${[]}                                           | ${0}    | ${null} | ${null}
    ${[row(1000, 180, 5), row(null, 200, 6)]}       | ${1000} | ${180}  | ${5}
    ${[row(1000, 180, 5), row(3000, 100, 4)]}       | ${4000} | ${120}  | ${4.3}
    ${[row(1000, null, 5), row(3000, 100, null)]}   | ${4000} | ${100}  | ${5}
    ${[row(0, 180, 5), row(1234.5)]}                | ${1234.5} | ${null} | ${null}
    ${[row(null), row(null)]}                       | ${0}    | ${null} | ${null}
  `('$rows sums to $kg kg, RE $re, P $p', ({ rows, kg, re, p }) => {
    expect(voerTotaal(rows)).toEqual({ kg, re, p });
  });
});

describe('the feed data on the wire', () => {
  it('takes missing lists and a row whose kg is missing', () => {
    const data = v.parse(KRACHTVOER.dataSchema, {
      kringloopwijzerId: '1023',
      kringloopwijzerJaar: 2023,
      voerLeveringRows: [{ leverDatum: '2023-02-01', leverancier: 'ForFarmers', product: 'Brok', re: 180, p: 5 }],
    });
    expect(data.voerLeveringRows[0]?.kg).toBeNull();
    expect(data.handmatigeVoerLeveringRows).toEqual([]);
  });

  it('saves the form rows in place of the data rows, and keeps the automatic rows', () => {
    const data = v.parse(KRACHTVOER.dataSchema, {
      kringloopwijzerId: 1,
      kringloopwijzerJaar: 2023,
      voerLeveringRows: [{ leverDatum: '2023-02-01', kg: 5 }],
      handmatigeVoerLeveringRows: [{ product: 'Oud', kg: 1 }],
    });
    const form = { handmatigeVoerLeveringRows: [...KRACHTVOER.toForm(data).handmatigeVoerLeveringRows, { product: 'Nieuw', kg: 2, re: null, p: null }] };
    const merged = KRACHTVOER.mergeForm(data, form);
    expect(merged.voerLeveringRows).toEqual(data.voerLeveringRows);
    expect(merged.handmatigeVoerLeveringRows.map((r) => r.product)).toEqual(['Oud', 'Nieuw']);
  });
});

describe('what a save may send (KRACHTVOER.saveSchema)', () => {
  const hand = (count: number) => Array.from({ length: count }, () => ({ product: 'Brok', kg: 1 }));
  const problems = (body: unknown): string[] => {
    const result = v.safeParse(KRACHTVOER.saveSchema, body);
    if (result.success) return [];
    return result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.received === 'undefined' ? 'ontbreekt' : issue.message}`);
  };

  it('caps the rows at the category of the form fields: the screen and the API refuse the same', () => {
    expect(maxRowsOf(KRACHTVOER.fields[0]!)).toBe(MAX_ROWS_DEFAULT);
  });

  it.each`
    case                                 | body                                                                      | found
    ${'rows'}                            | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: hand(2) }}          | ${[]}
    ${'no rows (cleared)'}               | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: [] }}               | ${[]}
    ${'as many rows as a year holds'}    | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: hand(2_000) }}      | ${[]}
    ${'one row more'}                    | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: hand(2_001) }}      | ${['handmatigeVoerLeveringRows: Te veel regels: een jaar kan hoogstens 2.000 handmatige voerleveringen bevatten.']}
    ${'rows over the cap, of any shape'} | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: Array(2_001).fill([1]) }} | ${['handmatigeVoerLeveringRows: Te veel regels: een jaar kan hoogstens 2.000 handmatige voerleveringen bevatten.']}
    ${'the rows missing'}                | ${{ kringloopwijzerId: 1 }}                                               | ${['handmatigeVoerLeveringRows: ontbreekt']}
    ${'the rows null'}                   | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: null }}             | ${['handmatigeVoerLeveringRows: verwacht een lijst, ontvangen null']}
    ${'a row as an array'}               | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: [['Brok', 5, 5, 5]] }} | ${['handmatigeVoerLeveringRows.0: verwacht een object, ontvangen een lijst']}
    ${'a row as text'}                   | ${{ kringloopwijzerId: 1, handmatigeVoerLeveringRows: ['Brok'] }}         | ${['handmatigeVoerLeveringRows.0: verwacht een object, ontvangen tekst']}
  `('$case: $found', ({ body, found }) => {
    expect(problems(body)).toEqual(found);
  });

  it("keeps reading a missing or null list as none in the year's data (GET)", () => {
    const data = v.parse(KRACHTVOER.dataSchema, { kringloopwijzerId: 1, kringloopwijzerJaar: 2023, handmatigeVoerLeveringRows: null });
    expect(data.handmatigeVoerLeveringRows).toEqual([]);
  });
});

describe('the rows the farmer adds: checked per row', () => {
  const check = (rows: object[]) => validateForm(KRACHTVOER.fields, { handmatigeVoerLeveringRows: rows } as never, 2023);
  it.each`
    rows                                                                      | messages
    ${[{ product: 'Brok', kg: 10, re: null, p: null }]}                       | ${[]}
    ${[{ product: null, kg: 10, re: null, p: null }]}                         | ${['0.product: Gelieve Product in te vullen']}
    ${[{ product: '  ', kg: null, re: null, p: null }]}                       | ${['0.product: Gelieve Product in te vullen', '0.kg: Gelieve Hoeveelheid in te vullen']}
    ${[{ product: '\u200b\u0000\u2060 ', kg: 10, re: null, p: null }]}       | ${['0.product: Gelieve Product in te vullen']}
    ${[{ product: `\u200b${'x'.repeat(100)}\u200b`, kg: 10, re: null, p: null }]} | ${[]}
    ${[{ product: 'x'.repeat(101), kg: 1, re: 1001, p: 201 }]}                | ${['0.product: Product mag maximaal 100 tekens bevatten', '0.re: RE moet tussen 0-1.000 liggen', '0.p: Fosfor moet tussen 0-200 liggen']}
    ${[{ product: 'A', kg: 1, re: null, p: null }, { product: 'B', kg: null, re: null, p: null }]} | ${['1.kg: Gelieve Hoeveelheid in te vullen']}
  `('$rows gives $messages', ({ rows, messages }) => {
    expect(check(rows).map((e) => `${e.path.replace('handmatigeVoerLeveringRows.', '')}: ${e.message}`)).toEqual(messages);
  });
});

describe("the screen's last guard before a save: the product as the API stores it", () => {
  it.each`
    product                      | sent
    ${'  Bierbostel '}           | ${'Bierbostel'}
    ${'\u200bBrok\u00a0'}        | ${'Brok'}
    ${'\u200b\u200b'}            | ${null}
    ${'\u0000 \ufeff'}           | ${null}
    ${null}                      | ${null}
  `('$product is sent as $sent', ({ product, sent }) => {
    const form = { handmatigeVoerLeveringRows: [{ product, kg: 1, re: null, p: null }] };
    expect(clampFormValues(KRACHTVOER.fields, form, 2023).handmatigeVoerLeveringRows[0]?.product).toBe(sent);
  });
});
