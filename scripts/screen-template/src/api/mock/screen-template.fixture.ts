import type { ScreenTemplateData } from '../../declaration';

/** The year's data of the browser's mock mode and the unit tests: nothing filled in yet. */
export function screenTemplateFixture(klwId: number, jaar: number): ScreenTemplateData {
  return { kringloopwijzerId: klwId, kringloopwijzerJaar: jaar, kringloopwijzerStatus: 1, isAuthorized: false, omschrijving: null, aantal: null, regels: [] };
}
