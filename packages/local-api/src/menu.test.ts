/** @jest-environment node */
import { KRACHTVOER } from '@klw/krachtvoer/declaration';
import { MELK } from '@klw/melklevering/declaration';
import type { KrachtvoerData } from '@klw/krachtvoer/declaration';
import type { MenuItem, MenuModel } from '@klw/contracts/menu';
import type { MelkLeveringData } from '@klw/melklevering/declaration';
import { seedData } from './dataset';
import { DEMO_USER_IDS as U, demoDataset } from './demo-data';
import { buildMenu } from './menu';
import { doneOncePerVersion } from './screens';

// The menu is asked for by every page of every user; what it derives from a year's data must cost once per saved
// version, not once per call.

const dataset = demoDataset();
const user = dataset.users.find((candidate) => candidate.id === U.deelnemer)!;
const year = dataset.years.find((candidate) => candidate.klwId === 1023)!;

function krachtvoerItem(menu: MenuModel): MenuItem | undefined {
  return menu.MenuItems.flatMap((group) => group.ChildMenuItems).find((child) => child.Titel === 'Krachtvoer');
}

/** The year's feed data with `count` rows added by hand, counting how often the rows are read. */
function countedRows(count: number, product: string | null): { data: KrachtvoerData; reads: () => number } {
  const rows = Array.from({ length: count }, (_, index) => ({ product, kg: index + 1, re: null, p: null }));
  let reads = 0;
  const data = { ...(seedData(KRACHTVOER, year) as KrachtvoerData) };
  Object.defineProperty(data, 'handmatigeVoerLeveringRows', {
    enumerable: true,
    get: () => {
      reads += 1;
      return rows;
    },
  });
  return { data, reads: () => reads };
}

const krachtvoerDone = doneOncePerVersion(KRACHTVOER);
const menuOf = (krachtvoer: KrachtvoerData): MenuModel => {
  const gereed = new Map([
    [MELK.url, MELK.isDone(seedData(MELK, year) as MelkLeveringData)],
    [KRACHTVOER.url, krachtvoerDone(krachtvoer)],
  ]);
  return buildMenu({ dataset, user, year, gereed, applicationUrl: 'http://localhost:5001' });
};

describe("the menu's state of a screen: once per saved version", () => {
  it('checks the rows of a stored version once, however often the menu is asked for', () => {
    const complete = countedRows(2_000, 'Brok');
    for (let call = 0; call < 5; call += 1) expect(krachtvoerItem(menuOf(complete.data))).toMatchObject({ IsGereed: true, HeeftWaarschuwing: false });
    expect(complete.reads()).toBe(1);
  });

  it('checks a new version again: another save, another state', () => {
    const complete = countedRows(3, 'Brok');
    const halfway = countedRows(3, null);
    expect(krachtvoerItem(menuOf(complete.data))).toMatchObject({ IsGereed: true });
    expect(krachtvoerItem(menuOf(halfway.data))).toMatchObject({ IsGereed: false, HeeftWaarschuwing: true });
    expect(krachtvoerItem(menuOf(complete.data))).toMatchObject({ IsGereed: true });
    expect([complete.reads(), halfway.reads()]).toEqual([1, 1]);
  });
});
