/** @jest-environment node */
import { MELK } from '@klw/melklevering/declaration';
import type { MelkLeveringData } from '@klw/melklevering/declaration';
import { seedData } from './dataset';
import { demoDataset } from './demo-data';
import { etagOf, ifMatchAllows, serialPerKey } from './versions';

function year1023(): MelkLeveringData {
  const year = demoDataset().years.find((candidate) => candidate.klwId === 1023);
  if (!year) throw new Error('no year 1023 in the demo data');
  return seedData(MELK, year) as MelkLeveringData;
}

describe('etagOf', () => {
  it('is a quoted strong tag, equal for equal content whatever the key order', () => {
    const data = year1023();
    const reordered = Object.fromEntries(Object.entries(data).reverse()) as MelkLeveringData;
    expect(etagOf(data)).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etagOf(reordered)).toBe(etagOf(data));
    expect(etagOf(structuredClone(data))).toBe(etagOf(data));
  });

  it('changes with any saved value', () => {
    const data = year1023();
    const changed = { ...data, melkGevoerdAanKalveren: (data.melkGevoerdAanKalveren ?? 0) + 1 };
    expect(etagOf(changed)).not.toBe(etagOf(data));
  });
});

describe('ifMatchAllows', () => {
  const current = '"abc"';
  it.each`
    header                      | allowed
    ${undefined}                | ${true}
    ${'*'}                      | ${true}
    ${'"abc"'}                  | ${true}
    ${' "old", "abc" '}         | ${true}
    ${['"old"', '"abc"']}       | ${true}
    ${'"old"'}                  | ${false}
    ${'W/"abc"'}                | ${false}
    ${'abc'}                    | ${false}
    ${''}                       | ${false}
    ${'"abc"x'}                 | ${false}
    ${'x"abc"'}                 | ${false}
    ${'"abc" "old"'}            | ${false}
    ${'"old", "abc"x'}          | ${false}
  `('If-Match $header -> $allowed', ({ header, allowed }) => {
    expect(ifMatchAllows(header, current)).toBe(allowed);
  });
});

describe('serialPerKey', () => {
  it('runs the tasks of one key one after another, other keys beside them, and goes on after a failure', async () => {
    const serial = serialPerKey<number>();
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = serial(1, () => new Promise<void>((resolve) => (release = () => { order.push('1a'); resolve(); })));
    const failing = serial(1, async () => {
      order.push('1b');
      throw new Error('kapot');
    });
    const third = serial(1, async () => void order.push('1c'));
    await serial(2, async () => void order.push('2a'));
    expect(order).toEqual(['2a']);
    release();
    await first;
    await expect(failing).rejects.toThrow('kapot');
    await third;
    expect(order).toEqual(['2a', '1a', '1b', '1c']);
  });
});
