import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BENCH_FEED_ROWS, BENCH_YEARS, generateMaanden, generateSeed, klwIdFor, totals } from './seed.mjs';

test('each year holds exactly the number of deliveries it is named for, over twelve months', () => {
  for (const { deliveries, jaar } of BENCH_YEARS) {
    const maanden = generateMaanden(deliveries, jaar);
    assert.equal(maanden.length, 12);
    assert.equal(maanden.reduce((sum, maand) => sum + maand.leveringen.length, 0), deliveries);
    for (const maand of maanden) assert.ok(maand.leveringen.length >= Math.floor(deliveries / 12));
  }
});

test('dates stay inside their month and the data is the same on every run', () => {
  const maanden = generateMaanden(5000, 2025);
  maanden.forEach((maand, index) => {
    for (const levering of maand.leveringen) {
      assert.match(levering.leverDatum, new RegExp(`^2025-${String(index + 1).padStart(2, '0')}-\\d{2}T00:00:00$`));
      assert.ok(!Number.isNaN(Date.parse(levering.leverDatum)));
      assert.match(levering.afleverTijd, /^([01]\d|2[0-3]):[0-5]\d:00$/);
    }
  });
  assert.deepEqual(generateMaanden(500, 2023), generateMaanden(500, 2023));
});

test('totals: kg summed, the rest weighted by kg', () => {
  const result = totals([
    { kg: 100, vet: 4, eiwit: 3, ureum: 20, fosfor: 90 },
    { kg: 300, vet: 5, eiwit: 4, ureum: 30, fosfor: 100 },
  ]);
  assert.deepEqual(result, { kg: 400, vet: 4.75, eiwit: 3.75, ureum: 28, fosfor: 98 });
});

test('the seed has one participant, one farm and one open year per size, with manual registration on', () => {
  const seed = generateSeed();
  assert.equal(seed.users.length, 1);
  assert.deepEqual(seed.users.map((user) => user.deelnemerId), seed.farms.map((farm) => farm.deelnemerId));
  assert.deepEqual(
    seed.years.map((year) => year.kringloopwijzerId),
    [...BENCH_YEARS, BENCH_FEED_ROWS].map(({ deliveries }) => klwIdFor(deliveries)),
  );
  for (const year of seed.years) {
    assert.equal(year.kringloopwijzerStatus, 1);
    assert.equal(year.melklevering.gebruikHandmatigeMelkRegistratie, true);
    assert.ok(year.kringloopwijzerJaar >= 2022);
  }
});

test("the rows editor's year holds a list at its cap, in a year of its own, and only it holds rows added by hand", () => {
  const withRows = generateSeed().years.flatMap((year) => ('krachtvoer' in year ? [year] : []));
  assert.equal(withRows.length, 1);
  const [feed] = withRows;
  assert.equal(feed?.kringloopwijzerId, klwIdFor(BENCH_FEED_ROWS.deliveries));
  assert.equal(feed?.krachtvoer.handmatigeVoerLeveringRows.length, 2000);
  assert.deepEqual(feed?.krachtvoer.handmatigeVoerLeveringRows[1499], { product: 'Brok 1500', kg: 1500, re: null, p: null });
  assert.ok(!BENCH_YEARS.some(({ deliveries, jaar }) => deliveries === BENCH_FEED_ROWS.deliveries || jaar === BENCH_FEED_ROWS.jaar));
});
