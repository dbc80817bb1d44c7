import { isReadOnly, YEAR_STATUSES } from '@klw/contracts/year';
import type { MenuItem, MenuModel } from '@klw/contracts/menu';
import type { Dataset, User, Year } from './dataset';
import { callContextFor, farmOf, visibleYears } from './access';
import menuGroups from './menu-groups.json';

// POST /Menu/GetMenu: the six groups of docs/PRODUCT.md section 2 with their screens, and 'Gegevensdeling' with the
// consent and mandate pages (the farm's, not a year's: no state, no year in their address). A declared screen (screens.ts) has a
// known state: done when its year's data passes the checks of its declaration, a warning otherwise. That state is
// checked once per saved version (screens.ts): every page of every user asks for the menu, and its cost must not grow
// with a year.

// The groups and screens, in the portal's order; {klwId} in a url is replaced by the selected year.
const GROEPEN: { titel: string; icoon: string; schermen: { titel: string; url: string }[] }[] = menuGroups;

function item(titel: string, url: string | null, volgorde: number, icoon: string | null, child: boolean): MenuItem {
  return {
    Titel: titel,
    Url: url,
    IsChildItem: child,
    HeeftWaarschuwing: false,
    IsGereed: false,
    Sorteervolgorde: volgorde,
    MenuImageClass: icoon,
    MenuTextClass: null,
    ChildMenuItems: [],
  };
}

export interface MenuInput {
  dataset: Dataset;
  user: User;
  year: Year;
  /** Whether each declared screen's year is done, by its declaration's url ('/<route>/Index/{klwId}'). */
  gereed: ReadonlyMap<string, boolean>;
  applicationUrl: string;
}

export function buildMenu({ dataset, user, year, gereed, applicationUrl }: MenuInput): MenuModel {
  const farm = farmOf(dataset, year);
  const context = callContextFor(dataset, user, year);
  const years = visibleYears(dataset, user);
  const farms = new Set(years.map((candidate) => candidate.deelnemerId));

  const menuItems = GROEPEN.map((groep, g) => {
    const children = groep.schermen.map((scherm, s) => {
      const child = item(scherm.titel, scherm.url.replace('{klwId}', String(year.klwId)), s + 1, null, true);
      const done = gereed.get(scherm.url);
      if (done !== undefined) {
        child.IsGereed = done;
        child.HeeftWaarschuwing = !done;
      }
      return child;
    });
    const group = item(groep.titel, null, g + 1, groep.icoon, false);
    group.ChildMenuItems = children;
    group.IsGereed = children.every((child) => child.IsGereed);
    group.HeeftWaarschuwing = children.some((child) => child.HeeftWaarschuwing);
    return group;
  });

  const status = YEAR_STATUSES[year.statusId] ?? { omschrijving: `Status ${year.statusId}`, uitleg: '' };
  const kanBewerken = !isReadOnly(context);
  return {
    ApplicationUrl: applicationUrl,
    Bedrijfsnaam: farm.naam,
    BedrijfsnaamVerkort: farm.naam.length > 25 ? `${farm.naam.slice(0, 24)}…` : farm.naam,
    DeelnemerBedrijfsnaam: farm.naam,
    DeelnemerId: farm.deelnemerId,
    DeelnemerKvkNummer: farm.kvk,
    Gebruikersnaam: user.naam,
    GeselecteerdeKlw: year.klwId,
    HasImporteerAuthorization: kanBewerken,
    HasOverigeAuthorization: user.isSBMedewerker,
    HasVolmacht: context.volmacht,
    IsSignaleringenBeschikbaar: year.jaar >= 2020,
    IsAdviseur: user.isAdviseur,
    IsAuthorized: kanBewerken,
    IsCompleet: menuItems.every((group) => group.IsGereed),
    IsBexBeschikbaar: false,
    IsDashboardBeschikbaar: user.isSBMedewerker,
    IsBedrijfsWijzigingenBeschikbaar: kanBewerken,
    IsDemoGebruiker: user.isDemoGebruiker,
    IsSBMedewerker: user.isSBMedewerker,
    KlwId: year.klwId,
    KringloopwijzerId: year.klwId,
    KringloopwijzerJaar: year.jaar,
    KringloopwijzerList: years.map((candidate) => ({
      // A closed list shows one option, without its group: for a user with several farms the farm goes with the year,
      // or an adviser reads '2023' and not whose.
      Text: farms.size > 1 ? `${farmOf(dataset, candidate).naam} ${candidate.jaar}` : String(candidate.jaar),
      Value: String(candidate.klwId),
      Selected: candidate.klwId === year.klwId,
      Disabled: false,
      // Users who see more than one farm get the years grouped by farm.
      Group: farms.size > 1 ? { Name: farmOf(dataset, candidate).naam, Disabled: false } : null,
    })),
    Kringloopwijzers: years.map((candidate) => ({ Jaar: candidate.jaar, Id: candidate.klwId })),
    KringloopwijzerStatusId: year.statusId,
    KvkNummer: farm.kvk,
    MenuItems: menuItems,
    StatusId: year.statusId,
    StatusOmschrijving: status.omschrijving,
    StatusUitlegTekst: status.uitleg,
    TermsConditions: true,
    HeeftVoorgaandeJaren: dataset.years.some((other) => other.deelnemerId === year.deelnemerId && other.jaar < year.jaar),
    OudeMachtingingMenuItemsZichtbaar: false,
  };
}
