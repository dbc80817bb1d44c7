import * as v from 'valibot';
import type { FormFields } from '@klw/contracts/forms';
import type { FormApi, FormModel, Versioned } from '../model';

// A small screen for the kit's own tests: one category of fields and one list of rows, as a migrated screen has.

export interface ProefData {
  kringloopwijzerId: number;
  kringloopwijzerJaar: number;
  naam: string | null;
  aantal: number | null;
  regels: { omschrijving: string | null; kg: number | null }[];
}

type ProefForm = Pick<ProefData, 'naam' | 'aantal' | 'regels'>;

const nullableNumber = v.nullable(v.number());
const nullableText = v.nullable(v.string());

const fields: FormFields<ProefForm> = [
  {
    name: 'Bedrijf',
    fields: [
      { type: 'text', key: 'naam', label: 'Naam', maxLength: 20, required: true },
      { type: 'number', key: 'aantal', label: 'Aantal', unit: 'stuks', decimals: 0, min: 1, max: 100, inputMin: 0 },
    ],
  },
  {
    name: 'Regels',
    key: 'regels',
    rows: true,
    fields: [
      { type: 'text', key: 'omschrijving', label: 'Omschrijving', maxLength: 50, required: true },
      { type: 'number', key: 'kg', label: 'Gewicht', unit: 'kg', decimals: 1, min: 0, max: 1_000 },
    ],
  },
];

export const PROEF_MODEL: FormModel<ProefData, ProefForm> = {
  screen: 'proef',
  fields,
  toForm: ({ naam, aantal, regels }) => ({ naam, aantal, regels: regels.map((regel) => ({ ...regel })) }),
  mergeForm: (data, form) => ({ ...data, ...form }),
  klwIdOf: (data) => data.kringloopwijzerId,
  jaarOf: (data) => data.kringloopwijzerJaar,
  formSchema: v.object({ naam: nullableText, aantal: nullableNumber, regels: v.array(v.object({ omschrijving: nullableText, kg: nullableNumber })) }),
  texts: { title: 'Proef', saved: 'Proef is opgeslagen', loadError: 'De proef kon niet worden geladen.' },
};

/** The model's kind of draft: the screen and its form's schema. */
export const PROEF_KIND = { screen: PROEF_MODEL.screen, formSchema: PROEF_MODEL.formSchema };

/** An API that answers every call with the given version and keeps what was sent; each test steers its calls. */
export function steeredProefApi(data: ProefData = proefData(), etag: string | null = null) {
  return {
    load: jest.fn<Promise<Versioned<ProefData>>, []>(() => Promise.resolve({ data, etag })),
    save: jest.fn<Promise<Versioned<ProefData>>, [ProefData, (string | null)?]>((sent) => Promise.resolve({ data: sent, etag })),
  } satisfies FormApi<ProefData>;
}

export function proefData(values: Partial<ProefData> = {}): ProefData {
  return { kringloopwijzerId: 1023, kringloopwijzerJaar: 2024, naam: 'De Hoeve', aantal: 3, regels: [], ...values };
}

/** An API in memory, with ETags and 412 as the real one: `saves` holds what reached it. */
export function proefApi(initial: ProefData = proefData()) {
  let stored: Versioned<ProefData> = { data: initial, etag: '"v0"' };
  let version = 0;
  const saves: { data: ProefData; ifMatch: string | null }[] = [];
  const api: FormApi<ProefData> = {
    load: jest.fn(async () => stored),
    save: jest.fn(async (data: ProefData, ifMatch: string | null) => {
      saves.push({ data, ifMatch });
      if (ifMatch !== null && ifMatch !== stored.etag) throw Object.assign(new Error('Intussen opgeslagen.'), { status: 412, body: null, bodyText: '' });
      version += 1;
      stored = { data, etag: `"v${version}"` };
      return stored;
    }),
  };
  /** Someone else saves the year meanwhile. */
  const saveElsewhere = (data: ProefData): void => {
    version += 1;
    stored = { data, etag: `"v${version}"` };
  };
  return { api, saves, saveElsewhere };
}
