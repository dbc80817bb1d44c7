import type { CallContext } from '@klw/contracts/calls';
import { MOCK_JAAR } from './options';

/** A participant on an open year: the screen is editable. Also the base of the screens' test data. */
export function callContextFixture(klwId: number): CallContext {
  return {
    gebruikerId: 501,
    deelnemerId: 7311,
    proxyId: null,
    proxyKvk: null,
    kringloopwijzerId: klwId,
    naam: 'Melkveebedrijf De Kringloop',
    kringloopwijzerJaar: MOCK_JAAR,
    kringloopwijzerStatusId: 1,
    gebruikerKvKNummer: '12345678',
    gebruikerIsDeelnemer: true,
    gebruikerIsSBMedewerker: false,
    gebruikerIsAuthorized: false,
    gebruikerIsDemoGebruiker: true,
    volmacht: false,
  };
}
