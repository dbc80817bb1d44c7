/** @jest-environment node */
import { seedData } from './dataset';
import { demoDataset, demoDatasetInput } from './demo-data';
import { declaredScreens } from './screens';

const dataset = demoDataset();

describe('demo data', () => {
  it('is the same on every build', () => {
    expect(demoDatasetInput()).toEqual(demoDatasetInput());
  });

  it('has the documented years (README table)', () => {
    expect(dataset.years.map((y) => [y.klwId, y.jaar, y.statusId, y.deelnemerId])).toEqual([
      [1018, 2018, 1, 501],
      [1019, 2019, 1, 501],
      [1020, 2020, 1, 501],
      [1021, 2021, 1, 501],
      [1022, 2022, 2, 501],
      [1023, 2023, 1, 501],
      [3021, 2021, 1, 503],
      [3023, 2023, 1, 503],
      [4023, 2023, 1, 504],
      [9023, 2023, 1, 509],
    ]);
  });

  it("gives every declared screen's data of every year, each fitting its declaration", () => {
    const screens = declaredScreens();
    expect(screens.filter((screen) => screen.demoData).length).toBeGreaterThan(0);
    for (const y of dataset.years) for (const { contract } of screens) expect(() => seedData(contract, y)).not.toThrow();
  });
});
