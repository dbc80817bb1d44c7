import type { CallContext } from '@klw/contracts/calls';
import type { Dataset, Farm, User, Year } from './dataset';

// Who may see which year (item 5): a participant their own farm's years, a mandate holder the farms of
// their mandates, support staff all. Editing follows the read-only rule of the contracts on the call context.

export function canSee(user: User, year: Year): boolean {
  return (
    user.isSBMedewerker ||
    (user.deelnemerId !== null && user.deelnemerId === year.deelnemerId) ||
    user.mandaten.some((mandaat) => mandaat.deelnemerId === year.deelnemerId)
  );
}

/** The years a user may see, newest first, then by klwId. */
export function visibleYears(dataset: Dataset, user: User): Year[] {
  return dataset.years
    .filter((year) => canSee(user, year))
    .sort((a, b) => b.jaar - a.jaar || a.klwId - b.klwId);
}

export function farmOf(dataset: Dataset, year: Year): Farm {
  const farm = dataset.farms.find((candidate) => candidate.deelnemerId === year.deelnemerId);
  // checkDataset guarantees every year has a farm.
  if (!farm) throw new Error(`No farm ${year.deelnemerId} for year ${year.klwId}`);
  return farm;
}

export function callContextFor(dataset: Dataset, user: User, year: Year): CallContext {
  const farm = farmOf(dataset, year);
  const mandaat = user.mandaten.find((candidate) => candidate.deelnemerId === year.deelnemerId);
  return {
    gebruikerId: user.id,
    deelnemerId: farm.deelnemerId,
    proxyId: mandaat ? user.id : null,
    proxyKvk: mandaat ? user.kvk : null,
    kringloopwijzerId: year.klwId,
    naam: farm.naam,
    kringloopwijzerJaar: year.jaar,
    kringloopwijzerStatusId: year.statusId,
    gebruikerKvKNummer: user.kvk,
    gebruikerIsDeelnemer: user.deelnemerId === year.deelnemerId,
    gebruikerIsSBMedewerker: user.isSBMedewerker,
    gebruikerIsAuthorized: user.isAuthorized,
    gebruikerIsDemoGebruiker: user.isDemoGebruiker,
    volmacht: mandaat?.volmacht ?? false,
  };
}
