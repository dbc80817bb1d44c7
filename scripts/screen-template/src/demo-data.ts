import type { DemoDataOf, DemoYear } from '@klw/contracts/forms';
import type { ScreenTemplateData } from './declaration';

// The Schermtitel screen's data of each year of the local API's demo world (its package.json names this file): the
// server's own part and the form's values, in the shape of its declaration, without the year's facts. A scaffolded
// screen starts with nothing filled in; give the demo years what the screen's end-to-end tests need.

export function demoData(_year: DemoYear): DemoDataOf<ScreenTemplateData> {
  return { omschrijving: null, aantal: null, regels: [] };
}
