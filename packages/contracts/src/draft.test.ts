import { DRAFT_MAX_AGE_MS, draftChoice, draftFoundText, formatDraftMoment, newDraft, newestDraftFirst, parseDraft } from './draft';
import { draftKey, isDraftKeyOf, isDraftKeyOfUser } from './draft-key';
import type { Draft } from './draft';
import { TEST_SCREEN, type TestForm } from './test-support/test-screen';

const melkDraftKey = (userId: number, klwId: number, page?: string) => draftKey('melklevering', userId, klwId, page);
const parseTestDraft = (text: string | null, userId: number, klwId: number) => parseDraft(text, TEST_SCREEN.formSchema, userId, klwId);

const form: TestForm = { handmatig: true, totaal: { kg: 1000, vet: null }, aantal: 21_470 };
const NOW = Date.UTC(2026, 10, 23, 19, 5);
const draft: Draft<TestForm> = newDraft(1, 1023, form, '"v1"', NOW);

describe('draftKey: drafts per screen, per user and per year, one per page', () => {
  it.each`
    userId | klwId   | page         | key
    ${1}   | ${1023} | ${'k3x9'}    | ${'klw.concept.melklevering.1.1023.k3x9'}
    ${2}   | ${1023} | ${'k3x9'}    | ${'klw.concept.melklevering.2.1023.k3x9'}
    ${1}   | ${1022} | ${'a1'}      | ${'klw.concept.melklevering.1.1022.a1'}
    ${1}   | ${1023} | ${undefined} | ${'klw.concept.melklevering.1.1023'}
  `('user $userId, year $klwId, page $page -> $key', ({ userId, klwId, page, key }) => {
    expect(melkDraftKey(userId, klwId, page)).toBe(key);
  });

  it.each`
    key                                           | userId | klwId   | of
    ${'klw.concept.melklevering.1.1023.k3x9'}     | ${1}   | ${1023} | ${true}
    ${'klw.concept.melklevering.1.1023'}          | ${1}   | ${1023} | ${true}
    ${'klw.concept.melklevering.1.10230.k3x9'}    | ${1}   | ${1023} | ${false}
    ${'klw.concept.melklevering.1.1023.k3x9'}     | ${1}   | ${102}  | ${false}
    ${'klw.concept.melklevering.11.1023.k3x9'}    | ${1}   | ${1023} | ${false}
    ${'klw.concept.melklevering.1.1023.k3x9'}     | ${11}  | ${1023} | ${false}
    ${'klw.remoteOverrides'}                      | ${1}   | ${1023} | ${false}
  `('$key is a draft of user $userId, year $klwId: $of', ({ key, userId, klwId, of }) => {
    expect(isDraftKeyOf(key, 'melklevering', userId, klwId)).toBe(of);
  });

  it('offers the newest draft first', () => {
    const found = [NOW - 5, NOW, NOW - 60_000].map((savedAt) => ({ draft: { savedAt } }));
    expect(found.sort(newestDraftFirst).map(({ draft: { savedAt } }) => savedAt)).toEqual([NOW, NOW - 5, NOW - 60_000]);
  });
});

describe('parseDraft, with a form of switches, a group and a figure', () => {
  const text = JSON.stringify(draft);
  it.each`
    case                          | stored                                                  | userId | klwId   | found
    ${'its own draft'}            | ${text}                                                 | ${1}   | ${1023} | ${true}
    ${'another user'}             | ${text}                                                 | ${2}   | ${1023} | ${false}
    ${'another year'}             | ${text}                                                 | ${1}   | ${1022} | ${false}
    ${'nothing stored'}           | ${null}                                                 | ${1}   | ${1023} | ${false}
    ${'not JSON'}                 | ${'{kapot'}                                             | ${1}   | ${1023} | ${false}
    ${'another format version'}   | ${JSON.stringify({ ...draft, version: 2 })}             | ${1}   | ${1023} | ${false}
    ${'a form of the wrong shape'} | ${JSON.stringify({ ...draft, form: { kg: 'veel' } })}  | ${1}   | ${1023} | ${false}
    ${'a value that is text'}     | ${JSON.stringify({ ...draft, form: { ...form, aantal: '12' } })} | ${1} | ${1023} | ${false}
  `('$case -> found: $found', ({ stored, userId, klwId, found }) => {
    const parsed = parseTestDraft(stored, userId, klwId);
    expect(parsed !== null).toBe(found);
    if (found) expect(parsed).toEqual(draft);
  });
});

describe('draftChoice: what opening a year does with a draft', () => {
  it.each`
    case                                       | stored   | readOnly | restoresNothing | now                          | choice
    ${'no draft'}                              | ${null}  | ${false} | ${false}     | ${NOW}                       | ${'none'}
    ${'typing the data does not have'}         | ${draft} | ${false} | ${false}     | ${NOW + 60_000}              | ${'offer'}
    ${'a read-only year never offers one'}     | ${draft} | ${true}  | ${false}     | ${NOW}                       | ${'none'}
    ${'the data already holds it'}             | ${draft} | ${false} | ${true}      | ${NOW}                       | ${'discard'}
    ${'30 days old is still offered'}          | ${draft} | ${false} | ${false}     | ${NOW + DRAFT_MAX_AGE_MS}    | ${'offer'}
    ${'older than 30 days is removed unseen'}  | ${draft} | ${false} | ${false}     | ${NOW + DRAFT_MAX_AGE_MS + 1} | ${'discard'}
  `('$case -> $choice', ({ stored, readOnly, restoresNothing, now, choice }) => {
    expect(draftChoice({ draft: stored, readOnly, restoresNothing, now })).toBe(choice);
  });
});

describe('the text of a found draft', () => {
  it("says 'Er is niet-opgeslagen invoer van DD-MM-YYYY HH:mm gevonden.' in the computer's time zone", () => {
    // 19:05 UTC is 20:05 in Amsterdam in November (and 21:05 in summer time).
    expect(formatDraftMoment(NOW, 'Europe/Amsterdam')).toBe('23-11-2026 20:05');
    expect(draftFoundText(NOW, 'Europe/Amsterdam')).toBe('Er is niet-opgeslagen invoer van 23-11-2026 20:05 gevonden.');
    expect(draftFoundText(Date.UTC(2026, 6, 2, 8, 3), 'Europe/Amsterdam')).toBe('Er is niet-opgeslagen invoer van 02-07-2026 10:03 gevonden.');
    expect(formatDraftMoment(NOW)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });
});

describe('drafts of every screen', () => {
  it.each`
    key                                           | screen            | userId | klwId   | of
    ${'klw.concept.krachtvoer.1.1023.k3x9'}       | ${'krachtvoer'}   | ${1}   | ${1023} | ${true}
    ${'klw.concept.krachtvoer.1.1023.k3x9'}       | ${'melklevering'} | ${1}   | ${1023} | ${false}
    ${'klw.concept.melklevering.1.1023.k3x9'}     | ${'krachtvoer'}   | ${1}   | ${1023} | ${false}
  `('$key is a draft of $screen, user $userId, year $klwId: $of', ({ key, screen, userId, klwId, of }) => {
    expect(isDraftKeyOf(key, screen, userId, klwId)).toBe(of);
  });

  it.each`
    key                                           | userId | of
    ${'klw.concept.krachtvoer.1.1023.k3x9'}       | ${1}   | ${true}
    ${'klw.concept.melklevering.1.1021'}          | ${1}   | ${true}
    ${'klw.concept.melklevering.11.1021'}         | ${1}   | ${false}
    ${'klw.concept.melklevering.2.1021.x'}        | ${1}   | ${false}
    ${'klw.concept.melklevering.1.1023'}          | ${1}   | ${true}
    ${'klw.concept.1.1023'}                       | ${1}   | ${false}
    ${'klw.concept..1.1023'}                      | ${1}   | ${false}
    ${'klw.remoteOverrides'}                      | ${1}   | ${false}
  `("$key is one of user $userId's drafts: $of", ({ key, userId, of }) => {
    expect(isDraftKeyOfUser(key, userId)).toBe(of);
  });

  it("refuses a draft whose form is another screen's", () => {
    const other = JSON.stringify(newDraft(1, 1023, { handmatigeVoerLeveringRows: [] }, null, NOW));
    expect(parseDraft(other, TEST_SCREEN.formSchema, 1, 1023)).toBeNull();
  });
});
