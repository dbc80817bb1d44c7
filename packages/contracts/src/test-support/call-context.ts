import type { CallContext } from '../call-context';

/** A call context for the contracts' tests: an open year of a user with no rights, changed by `overrides`. */
export function testCallContext(overrides: Partial<CallContext>): CallContext {
  return {
    gebruikerId: 1,
    deelnemerId: 1,
    proxyId: null,
    proxyKvk: null,
    kringloopwijzerId: 1023,
    naam: 'Test',
    kringloopwijzerJaar: 2023,
    kringloopwijzerStatusId: 1,
    gebruikerKvKNummer: null,
    gebruikerIsDeelnemer: false,
    gebruikerIsSBMedewerker: false,
    gebruikerIsAuthorized: false,
    gebruikerIsDemoGebruiker: false,
    volmacht: false,
    ...overrides,
  };
}
