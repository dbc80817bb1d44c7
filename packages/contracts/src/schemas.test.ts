/** @jest-environment node */
import * as v from 'valibot';
import { CallContextSchema } from './call-context';
import { DemoUserSchema, RefreshTokenRequestSchema, RefreshTokenResponseSchema } from './auth';
import { ErrorAnswerSchema } from './error-answer';
import { MenuModelSchema } from './menu';

describe('CallContextSchema', () => {
  it('normalises ids, codes and absent flags', () => {
    const parsed = v.parse(CallContextSchema, {
      gebruikerId: '11',
      deelnemerId: 501,
      proxyId: null,
      kringloopwijzerId: '1023',
      naam: 'Maatschap De Vries',
      kringloopwijzerJaar: 2023,
      kringloopwijzerStatusId: 1,
      gebruikerKvKNummer: 12345678,
      gebruikerIsDeelnemer: true,
      volmacht: null,
    });
    expect(parsed).toEqual({
      gebruikerId: 11,
      deelnemerId: 501,
      proxyId: null,
      proxyKvk: null,
      kringloopwijzerId: 1023,
      naam: 'Maatschap De Vries',
      kringloopwijzerJaar: 2023,
      kringloopwijzerStatusId: 1,
      gebruikerKvKNummer: '12345678',
      gebruikerIsDeelnemer: true,
      gebruikerIsSBMedewerker: false,
      gebruikerIsAuthorized: false,
      gebruikerIsDemoGebruiker: false,
      volmacht: false,
    });
  });

  it.each`
    field                        | value
    ${'kringloopwijzerStatusId'} | ${'1'}
    ${'kringloopwijzerJaar'}     | ${'2023'}
    ${'gebruikerIsDeelnemer'}    | ${'true'}
  `('is strict for $field, which a rule depends on', ({ field, value }) => {
    expect(v.safeParse(CallContextSchema, { [field as string]: value }).success).toBe(false);
  });
});

describe('MenuModelSchema', () => {
  it('accepts a nearly empty menu and fills defaults', () => {
    const parsed = v.parse(MenuModelSchema, {});
    expect(parsed.MenuItems).toEqual([]);
    expect(parsed.KringloopwijzerList).toEqual([]);
    expect(parsed.IsAdviseur).toBe(false);
    expect(parsed.KlwId).toBeNull();
  });

  it('parses the tree and normalises the year list', () => {
    const parsed = v.parse(MenuModelSchema, {
      KlwId: '1023',
      KringloopwijzerList: [{ Text: '2023', Value: 1023, Selected: true }],
      Kringloopwijzers: [{ Jaar: 2023, Id: '1023' }],
      MenuItems: [
        {
          Titel: 'Dier',
          Url: null,
          Sorteervolgorde: 2,
          ChildMenuItems: [{ Titel: 'Melklevering', Url: '/melklevering/Index/1023', IsChildItem: true, IsGereed: true }],
        },
      ],
    });
    expect(parsed.KlwId).toBe(1023);
    expect(parsed.KringloopwijzerList[0]).toEqual({ Text: '2023', Value: '1023', Selected: true, Disabled: false, Group: null });
    expect(parsed.Kringloopwijzers[0]).toEqual({ Jaar: 2023, Id: 1023 });
    expect(parsed.MenuItems[0]?.ChildMenuItems[0]).toMatchObject({ Titel: 'Melklevering', IsGereed: true, HeeftWaarschuwing: false, ChildMenuItems: [] });
  });

  it('rejects a menu item without a title', () => {
    expect(v.safeParse(MenuModelSchema, { MenuItems: [{ Url: '/x' }] }).success).toBe(false);
  });
});

describe('token and error shapes', () => {
  it.each`
    input                                   | expected
    ${{}}                                   | ${{}}
    ${{ selectedKringloopwijzerId: '1023' }} | ${{ selectedKringloopwijzerId: 1023 }}
    ${{ selectedKringloopwijzerId: 1023 }}  | ${{ selectedKringloopwijzerId: 1023 }}
    ${{ selectedKringloopwijzerId: null }}  | ${{ selectedKringloopwijzerId: null }}
    ${{ selectedKringloopwijzerId: '' }}    | ${{ selectedKringloopwijzerId: null }}
  `('RefreshTokenRequest $input', ({ input, expected }) => {
    expect(v.parse(RefreshTokenRequestSchema, input)).toEqual(expected);
  });

  it('requires a non-empty access_token', () => {
    expect(v.safeParse(RefreshTokenResponseSchema, { access_token: 'abc' }).success).toBe(true);
    expect(v.safeParse(RefreshTokenResponseSchema, { access_token: '' }).success).toBe(false);
    expect(v.safeParse(RefreshTokenResponseSchema, {}).success).toBe(false);
  });

  it.each`
    input
    ${{}}
    ${{ message: 'Fout' }}
    ${{ messages: ['a', 'b'] }}
    ${{ errorDetails: [{ message: 'Vet moet tussen 2-8 liggen' }] }}
    ${{ message: null, messages: null, errorDetails: null }}
  `('ErrorAnswer accepts $input', ({ input }) => {
    expect(v.safeParse(ErrorAnswerSchema, input).success).toBe(true);
  });

  it('DemoUser normalises the id', () => {
    expect(v.parse(DemoUserSchema, { id: '1', naam: 'Jan', rol: 'Deelnemer' })).toEqual({ id: 1, naam: 'Jan', rol: 'Deelnemer' });
  });
});
