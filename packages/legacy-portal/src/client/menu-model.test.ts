import { menuHref, toMenuEntries, toYearOptions, yearSwitchUrl, yearTemplateOf } from './menu-model';
import { menuModel } from './menu-model.fixture';

describe('menu helpers', () => {
  it.each([
    ['/melklevering/Index/1', '', '/melklevering/Index/1'],
    ['melklevering/Index/1', '/ZuivelNL.Klw.Web', '/ZuivelNL.Klw.Web/melklevering/Index/1'],
    ['~/Profiel/Index', '/ZuivelNL.Klw.Web', '/ZuivelNL.Klw.Web/Profiel/Index'],
    ['/zuivelnl.klw.web/Profiel/Index', '/ZuivelNL.Klw.Web', '/zuivelnl.klw.web/Profiel/Index'],
    ['https://elders.example/x', '', 'https://elders.example/x'],
    ['', '', null],
    [null, '', null],
  ])('menuHref(%p, %p) is %p', (url, base, expected) => {
    expect(menuHref(url, base)).toBe(expected);
  });

  it('orders entries by Sorteervolgorde and marks the current page', () => {
    const entries = toMenuEntries(menuModel.MenuItems, '', '/MELKLEVERING/Index/123');
    expect(entries.map((entry) => entry.titel)).toEqual(['Bedrijf', 'Voer']);
    expect(entries[0]?.children.map((entry) => [entry.titel, entry.current])).toEqual([
      ['Bedrijfsgegevens', false],
      ['Melklevering', true],
    ]);
  });

  it('reads year groups given as SelectListGroup or text', () => {
    const options = toYearOptions([
      { Text: '2023', Value: 5, Group: { Name: 'Open' } },
      { Text: '2020', Value: '2', Group: 'Afgesloten', Disabled: true },
      { Text: 'zonder waarde' },
    ]);
    expect(options).toEqual([
      { value: '5', text: '2023', group: 'Open', disabled: false, selected: false },
      { value: '2', text: '2020', group: 'Afgesloten', disabled: true, selected: false },
    ]);
  });

  it('builds the year switch under the base', () => {
    expect(yearSwitchUrl('/ZuivelNL.Klw.Web', '/voer/krachtvoer/Index/{klwId}', '77')).toBe('/ZuivelNL.Klw.Web/voer/krachtvoer/Index/77');
  });

  it.each([
    ['/voer/krachtvoer/Index/123', 123, '/voer/krachtvoer/Index/{klwId}'],
    ['/melklevering/Index/123', 123, '/melklevering/Index/{klwId}'],
    ['/Home/new', 123, null],
  ])('yearTemplateOf(%p, %p) is %p', (path, klwId, expected) => {
    expect(yearTemplateOf(path, klwId)).toBe(expected);
  });
});
