// The menu model of Jan de Vries' year 123 as POST /Menu/GetMenu answers it: the tests of the menu's helpers and of
// the MenuController read it.
export const menuModel = {
  Bedrijfsnaam: 'Maatschap De Vries',
  Gebruikersnaam: 'Jan de Vries',
  KlwId: 123,
  KringloopwijzerJaar: 2023,
  StatusOmschrijving: 'Open',
  KringloopwijzerList: [
    { Text: '2023', Value: '123', Selected: true, Disabled: false, Group: null },
    { Text: '2022', Value: '122', Selected: false, Disabled: false, Group: null },
  ],
  MenuItems: [
    {
      Titel: 'Voer',
      Url: null,
      Sorteervolgorde: 3,
      ChildMenuItems: [{ Titel: 'Krachtvoer', Url: '/voer/krachtvoer/Index/123', IsGereed: false, HeeftWaarschuwing: true }],
    },
    {
      Titel: 'Bedrijf',
      Url: null,
      Sorteervolgorde: 1,
      ChildMenuItems: [
        { Titel: 'Bedrijfsgegevens', Url: '/bedrijfsgegevens/Index/123', IsGereed: true, HeeftWaarschuwing: false, Sorteervolgorde: 1 },
        { Titel: 'Melklevering', Url: '/melklevering/Index/123', IsGereed: false, HeeftWaarschuwing: false, Sorteervolgorde: 2 },
      ],
    },
  ],
};
