/** @jest-environment node */
import { chooseYearText, refusedYearText } from './refused-year';
import { yearHeadingOf, yearStatusText } from './year-heading';
import type { CallContext } from './call-context';
import { testCallContext } from './test-support/call-context';

// A participant's open year of Melkveebedrijf De Vries, unless a test says otherwise.
const ctx = (overrides: Partial<CallContext>): CallContext =>
  testCallContext({ naam: 'Melkveebedrijf De Vries', gebruikerIsDeelnemer: true, ...overrides });

describe('yearHeadingOf: whose year a screen shows', () => {
  it.each`
    what                          | overrides                                                   | expected
    ${'an open year'}             | ${{}}                                                       | ${{ farm: 'Melkveebedrijf De Vries', year: 'Kringloopwijzer 2023', status: 'Open' }}
    ${'a closed year'}            | ${{ kringloopwijzerJaar: 2022, kringloopwijzerStatusId: 2 }} | ${{ farm: 'Melkveebedrijf De Vries', year: 'Kringloopwijzer 2022', status: 'Afgesloten' }}
    ${'a status above 2'}         | ${{ kringloopwijzerStatusId: 5 }}                           | ${{ farm: 'Melkveebedrijf De Vries', year: 'Kringloopwijzer 2023', status: 'Afgesloten' }}
    ${'no status'}                | ${{ kringloopwijzerStatusId: null }}                        | ${{ farm: 'Melkveebedrijf De Vries', year: 'Kringloopwijzer 2023', status: null }}
    ${'no farm name'}             | ${{ naam: '  ' }}                                           | ${{ farm: null, year: 'Kringloopwijzer 2023', status: 'Open' }}
  `('$what', ({ overrides, expected }) => {
    expect(yearHeadingOf(ctx(overrides as Partial<CallContext>))).toEqual(expected);
  });

  it('is null without a call context, or when it names neither farm nor year', () => {
    expect(yearHeadingOf(null)).toBeNull();
    expect(yearHeadingOf(ctx({ naam: null, kringloopwijzerJaar: null }))).toBeNull();
  });

  it.each([
    [0, 'Nieuw'],
    [1, 'Open'],
    [2, 'Afgesloten'],
    [-1, 'Status -1'],
    [null, null],
  ])('status %p is called %p', (status, text) => {
    expect(yearStatusText(status)).toBe(text);
  });
});

describe('a refused year', () => {
  it('is named by its id, or as this one without', () => {
    // Not by its id: the number is the system's, not the farmer's.
    expect(refusedYearText()).toBe('U heeft geen toegang tot deze kringloopwijzer.');
  });

  it.each`
    chooser          | where     | text
    ${'deelnemer'}   | ${'menu'} | ${'Kies in het menu een van uw eigen kringloopwijzers.'}
    ${'adviseur'}    | ${'menu'} | ${'Kies in het menu een kringloopwijzer van een van uw klanten.'}
    ${'adviseur'}    | ${'list'} | ${'Kies in de lijst een kringloopwijzer van een van uw klanten.'}
    ${'servicedesk'} | ${'list'} | ${'Kies een andere kringloopwijzer in de lijst.'}
  `("an $chooser is told to choose in the $where: '$text'", ({ chooser, where, text }) => {
    expect(chooseYearText(chooser, where)).toBe(text);
  });
});
