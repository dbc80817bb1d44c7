import type { MenuItem, MenuModelInput } from '@klw/contracts/menu';
import { MOCK_JAAR } from './options';

function item(titel: string, url: string | null, sorteervolgorde: number, children: MenuItem[] = []): MenuItem {
  return {
    Titel: titel,
    Url: url,
    IsChildItem: url !== null && children.length === 0,
    HeeftWaarschuwing: false,
    IsGereed: false,
    Sorteervolgorde: sorteervolgorde,
    MenuImageClass: null,
    MenuTextClass: null,
    ChildMenuItems: children,
  };
}

function done(menuItem: MenuItem): MenuItem {
  return { ...menuItem, IsGereed: true };
}

function warning(menuItem: MenuItem): MenuItem {
  return { ...menuItem, HeeftWaarschuwing: true };
}

/** GetMenu in mock mode: the six groups docs/PRODUCT.md section 2 names, with done and warning states. */
export function menuFixture(klwId: number): MenuModelInput {
  const farm = (path: string): string => `/${path}/Index/${klwId}`;
  return {
    ApplicationUrl: '/',
    Bedrijfsnaam: 'Melkveebedrijf De Kringloop',
    BedrijfsnaamVerkort: 'De Kringloop',
    DeelnemerBedrijfsnaam: 'Melkveebedrijf De Kringloop',
    DeelnemerId: 7311,
    DeelnemerKvkNummer: '12345678',
    Gebruikersnaam: 'demo.deelnemer',
    GeselecteerdeKlw: klwId,
    HasImporteerAuthorization: false,
    HasOverigeAuthorization: false,
    HasVolmacht: false,
    IsSignaleringenBeschikbaar: true,
    IsAdviseur: false,
    IsAuthorized: false,
    IsCompleet: false,
    IsBexBeschikbaar: false,
    IsDashboardBeschikbaar: false,
    IsBedrijfsWijzigingenBeschikbaar: false,
    IsDemoGebruiker: true,
    IsSBMedewerker: false,
    KlwId: klwId,
    KringloopwijzerId: klwId,
    KringloopwijzerJaar: MOCK_JAAR,
    KringloopwijzerList: [
      { Text: String(MOCK_JAAR), Value: String(klwId), Selected: true, Disabled: false, Group: null },
      { Text: String(MOCK_JAAR - 1), Value: String(klwId - 1), Selected: false, Disabled: false, Group: null },
    ],
    Kringloopwijzers: [
      { Jaar: MOCK_JAAR, Id: klwId },
      { Jaar: MOCK_JAAR - 1, Id: klwId - 1 },
    ],
    KringloopwijzerStatusId: 1,
    KvkNummer: '12345678',
    MenuItems: [
      item('Bedrijf', null, 1, [done(item('Bedrijfsgegevens', farm('bedrijfsgegevens'), 1)), item('Energie', farm('Energie'), 2)]),
      item('Dier', null, 2, [done(item('Melklevering', farm('melklevering'), 1)), item('Veestapel', farm('veestapelIenR'), 2)]),
      item('Voer', null, 3, [
        item('Krachtvoer', farm('voer/krachtvoer'), 1),
        warning(item('Graslandproductie', farm('voer/grasland'), 2)),
        item('Snijmaïs', farm('voer/snijmais'), 3),
      ]),
      item('Bodem', null, 4, [item('Overzicht', farm('bodem/overzicht'), 1), item('Percelen', farm('bodem/percelen'), 2)]),
      item('Mest', null, 5, [item('Mestproductie', farm('OrganischeMeststromen'), 1), item('Mestadditief', farm('mestadditief'), 2)]),
      item('Rapportage', null, 6, [item('Resultaten', farm('KLWResultatenOpties'), 1), item('Signalering', farm('signalering'), 2)]),
    ],
    StatusId: 1,
    StatusOmschrijving: 'Open',
    StatusUitlegTekst: 'De kringloopwijzer is nog niet afgerond.',
    TermsConditions: true,
    HeeftVoorgaandeJaren: true,
    OudeMachtingingMenuItemsZichtbaar: false,
  };
}
