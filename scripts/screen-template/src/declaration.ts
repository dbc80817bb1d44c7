import { declareScreen } from '@klw/contracts/forms';
import type { DataOf } from '@klw/contracts/forms';

// The Schermtitel screen's declaration: the one file that says what the screen holds, read by the screen (through
// the kit) and by the local API, which serves its calls from it with no code of its own (docs/MIGRATION.md). It
// imports @klw/contracts only. A scaffolded screen starts with two example categories, a few fields and a list of
// rows; replace them with the screen's real ones, and add what only this screen has as its own rules here.

/** A row the farmer adds. */
interface ScreenTemplateRegel {
  omschrijving: string | null;
  hoeveelheid: number | null;
}

/** What the farmer edits: the members of the categories below. */
export interface ScreenTemplateForm {
  omschrijving: string | null;
  aantal: number | null;
  regels: readonly ScreenTemplateRegel[];
}

export const SCREEN_TEMPLATE = declareScreen<ScreenTemplateForm>()({
  screen: 'screen-template',
  url: '/screen-template/Index/{klwId}',
  calls: {
    load: { call: 'GetScreenTemplateGegevens', path: '/ScreenTemplate/GetScreenTemplateGegevens' },
    save: { call: 'SaveScreenTemplateGegevens', path: '/ScreenTemplate/SaveScreenTemplateGegevens' },
  },
  // The server's own part of the data (what a supplier or registry reported), never taken from a save: none yet.
  serverData: {},
  fields: [
    {
      name: 'Gegevens',
      fields: [
        { type: 'text', key: 'omschrijving', label: 'Omschrijving', maxLength: 100 },
        { type: 'number', key: 'aantal', label: 'Aantal', unit: 'stuks', decimals: 0, min: 0, max: 1_000_000, required: true },
      ],
    },
    {
      name: 'Regels',
      key: 'regels',
      rows: true,
      fields: [
        { type: 'text', key: 'omschrijving', label: 'Omschrijving', maxLength: 100, required: true },
        { type: 'number', key: 'hoeveelheid', label: 'Hoeveelheid', unit: 'kg', decimals: 1, min: 0, max: 1_000_000 },
      ],
    },
  ],
  texts: {
    title: 'Schermtitel',
    saved: 'Schermtitel is opgeslagen',
    loadError: 'De gegevens van Schermtitel konden niet worden geladen.',
    items: 'gegevens van Schermtitel',
    data: 'gegevens van Schermtitel',
  },
});

export type ScreenTemplateData = DataOf<typeof SCREEN_TEMPLATE>;
