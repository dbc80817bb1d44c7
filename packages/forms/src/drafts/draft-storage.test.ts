import * as v from 'valibot';
import { DRAFT_MAX_AGE_MS, draftKey, newDraft } from '@klw/contracts/drafts';
import { browserPages, draftsOnThisComputer as draftsOf } from '../test-support/drafts';
import { localDraftStorage as storageOf } from './draft-storage';

// The milk screen's drafts: the screen whose drafts were written before the kit, and must still be found. Where a
// draft is kept does not depend on what its form holds: a form of one figure and a group stands for the screen's.
const formSchema = v.object({ melkGevoerdAanKalveren: v.nullable(v.number()), totaal: v.object({ kg: v.nullable(v.number()) }) });
type Form = v.InferOutput<typeof formSchema>;
const MELK = { screen: 'melklevering', formSchema };
const localDraftStorage = (storage?: Storage | null, locks?: LockManager | null) => storageOf(MELK, storage, locks);
const draftsOnThisComputer = (userId: number, klwId: number) => draftsOf(MELK, userId, klwId);
const melkDraftKey = (userId: number, klwId: number, page?: string) => draftKey('melklevering', userId, klwId, page);
const newMelkDraft = newDraft<Form>;

const form: Form = { melkGevoerdAanKalveren: 21_470, totaal: { kg: 1000 } };
const NOW = 1_800_000_000_000;

beforeEach(() => window.localStorage.clear());

describe('localDraftStorage', () => {
  it('keeps a draft per user, per year and per page; another user of the computer never reads it', () => {
    const drafts = localDraftStorage();
    drafts.write(newMelkDraft(1, 1023, form, '"v1"', NOW));
    // The page itself does not find its own draft among those other pages left.
    expect(drafts.readOthers(1, 1023)).toEqual([]);
    expect(draftsOnThisComputer(1, 1023)).toEqual([expect.objectContaining({ userId: 1, klwId: 1023, form, basedOn: '"v1"', savedAt: NOW })]);
    expect(draftsOnThisComputer(2, 1023)).toEqual([]);
    expect(draftsOnThisComputer(1, 1022)).toEqual([]);
    drafts.removeOwn(1, 1023);
    expect(window.localStorage.length).toBe(0);
  });

  it('two pages of one year each write their own draft; each finds the other, newest first', () => {
    const first = localDraftStorage();
    const second = localDraftStorage();
    first.write(newMelkDraft(1, 1023, { ...form, melkGevoerdAanKalveren: 1 }, '"v1"', NOW));
    second.write(newMelkDraft(1, 1023, { ...form, melkGevoerdAanKalveren: 2 }, '"v1"', NOW + 1));
    first.write(newMelkDraft(1, 1023, { ...form, melkGevoerdAanKalveren: 3 }, '"v1"', NOW + 2));
    expect(draftsOnThisComputer(1, 1023).map((draft) => draft.form.melkGevoerdAanKalveren)).toEqual([3, 2]);
    expect(second.readOthers(1, 1023).map(({ draft }) => draft.form.melkGevoerdAanKalveren)).toEqual([3]);
    // A draft written before each page kept its own is found as well.
    window.localStorage.setItem(melkDraftKey(1, 1023), JSON.stringify(newMelkDraft(1, 1023, form, null, NOW - 1)));
    expect(second.readOthers(1, 1023).map(({ key }) => key)).toEqual([expect.stringMatching(/^klw\.concept\.melklevering\.1\.1023\.\w+$/), melkDraftKey(1, 1023)]);
    const [found] = second.readOthers(1, 1023);
    second.remove(found?.key ?? '');
    expect(draftsOnThisComputer(1, 1023).map((draft) => draft.form.melkGevoerdAanKalveren)).toEqual([2, 21_470]);
  });

  it('without Web Locks (an older engine, a page outside a secure context) another open tab\'s typing counts as left behind: offered, never lost', async () => {
    expect(navigator.locks).toBeUndefined();
    const open = localDraftStorage(window.localStorage, null);
    const other = localDraftStorage(window.localStorage, null);
    open.write(newMelkDraft(1, 1023, { ...form, melkGevoerdAanKalveren: 7 }, null, NOW));
    expect(await other.openPageKeys()).toEqual(new Set());
    expect(other.readOthers(1, 1023).map(({ draft }) => draft.form.melkGevoerdAanKalveren)).toEqual([7]);
    expect(() => other.letGo()).not.toThrow();
  });

  it("tells an open page's draft from one whose page is gone, and lets go of a draft's lock when it is removed", async () => {
    const browser = browserPages();
    const tabA = browser.page('A');
    const tabB = browser.page('B');
    const a = localDraftStorage(window.localStorage, tabA.locks);
    const b = localDraftStorage(window.localStorage, tabB.locks);
    a.write(newMelkDraft(1, 1023, form, null, NOW));
    b.write(newMelkDraft(1, 1023, form, null, NOW));
    await Promise.resolve();
    const [ofA] = b.readOthers(1, 1023);
    const [ofB] = a.readOthers(1, 1023);
    expect(await b.openPageKeys()).toEqual(new Set([ofA?.key]));
    expect(await a.openPageKeys()).toEqual(new Set([ofB?.key]));
    tabA.close();
    expect(await b.openPageKeys()).toEqual(new Set());
    b.removeOwn(1, 1023);
    await Promise.resolve();
    expect(browser.heldLocks()).toEqual([]);
    // The screen mounted again in the same page: the first mount's draft is left behind, not an open page's.
    const tabC = browser.page('C');
    localDraftStorage(window.localStorage, tabC.locks).write(newMelkDraft(1, 1023, form, null, NOW + 1));
    const again = localDraftStorage(window.localStorage, tabC.locks);
    await Promise.resolve();
    expect(browser.heldLocks()).toHaveLength(1);
    expect(await again.openPageKeys()).toEqual(new Set());
    const [left] = again.readOthers(1, 1023);
    again.remove(left?.key ?? '');
    await Promise.resolve();
    expect(browser.heldLocks()).toEqual([]);
  });

  it("removes every user's expired and unreadable drafts, and leaves the rest and other keys alone", () => {
    const drafts = localDraftStorage();
    drafts.write(newMelkDraft(1, 1023, form, null, NOW));
    localDraftStorage().write(newMelkDraft(2, 3023, form, null, NOW - DRAFT_MAX_AGE_MS - 1));
    window.localStorage.setItem(melkDraftKey(3, 1021, 'x1'), '{kapot');
    window.localStorage.setItem('klw.remoteOverrides', '{}');
    drafts.removeExpired(NOW);
    expect(draftsOnThisComputer(1, 1023)).toHaveLength(1);
    expect(Object.keys(window.localStorage).filter((key) => !key.startsWith(melkDraftKey(1, 1023)))).toEqual(['klw.remoteOverrides']);
  });

  it('never throws: storage switched off, full or missing, or Web Locks refused, only means no draft', async () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      key: () => null,
      clear: () => undefined,
    } as Storage;
    const brokenLocks = {
      request: () => {
        throw new Error('SecurityError');
      },
      query: () => Promise.reject(new Error('SecurityError')),
    } as unknown as LockManager;
    for (const drafts of [localDraftStorage(broken), localDraftStorage(null), localDraftStorage(window.localStorage, brokenLocks)]) {
      expect(() => drafts.write(newMelkDraft(1, 1023, form, null, NOW))).not.toThrow();
      expect(drafts.readOthers(1, 1023)).toEqual([]);
      expect(() => drafts.removeOwn(1, 1023)).not.toThrow();
      expect(() => drafts.remove(melkDraftKey(1, 1023, 'x1'))).not.toThrow();
      expect(() => drafts.removeExpired(NOW)).not.toThrow();
      await expect(drafts.openPageKeys()).resolves.toEqual(new Set());
    }
  });
});

describe('drafts of two screens', () => {
  it('never read, lock, expire or remove each other', () => {
    const KRACHTVOER = { screen: 'krachtvoer', formSchema };
    const milk = localDraftStorage();
    const feed = storageOf(KRACHTVOER);
    milk.write(newMelkDraft(1, 1023, form, null, NOW));
    feed.write(newMelkDraft(1, 1023, { ...form, melkGevoerdAanKalveren: 9 }, null, NOW));
    expect(draftsOnThisComputer(1, 1023).map((draft) => draft.form.melkGevoerdAanKalveren)).toEqual([21_470]);
    expect(draftsOf(KRACHTVOER, 1, 1023).map((draft) => draft.form.melkGevoerdAanKalveren)).toEqual([9]);
    milk.removeOwn(1, 1023);
    expect(draftsOf(KRACHTVOER, 1, 1023)).toHaveLength(1);
  });
});
