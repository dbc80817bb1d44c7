import { declareScreen } from '../screen';

// A screen declared for the contracts' own tests: a switch, a group of figures and a figure on its own, the shapes
// every real screen's form is made of, without any screen's rules.

export interface TestForm {
  handmatig: boolean;
  totaal: { kg: number | null; vet: number | null };
  aantal: number | null;
}

export const TEST_SCREEN = declareScreen<TestForm>()({
  screen: 'testscherm',
  url: '/testscherm/Index/{klwId}',
  calls: {
    load: { call: 'GetTestGegevens', path: '/Test/GetTestGegevens' },
    save: { call: 'SaveTestGegevens', path: '/Test/SaveTestGegevens' },
  },
  serverData: {},
  flags: ['handmatig'],
  fields: [
    {
      name: 'Totaal',
      key: 'totaal',
      fields: [
        { type: 'number', key: 'kg', label: 'Hoeveelheid', unit: 'kg', decimals: 0, min: 0, max: 1_000_000, required: true },
        { type: 'number', key: 'vet', label: 'Vet', unit: '%', decimals: 2, min: 2, max: 8 },
      ],
    },
    { name: 'Overig', fields: [{ type: 'number', key: 'aantal', label: 'Aantal', unit: 'stuks', decimals: 0, min: 0, max: 1_000_000 }] },
  ],
  texts: { title: 'Testscherm', saved: 'Opgeslagen', loadError: 'Niet geladen.', items: 'testgegevens', data: 'gegevens' },
});
