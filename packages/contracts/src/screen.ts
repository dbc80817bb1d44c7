import * as v from 'valibot';
import type { FieldCategory, FieldDef, FieldError, FormFields, FormRow } from './form-model';
import { rowsOf, validateForm, valueAt, withValueAt, yearFields } from './form-model';
import { roundTo } from './format';
import { FlagSchema, IdSchema, IntegerSchema, NullableIntegerSchema, NullableNumberSchema, NullableStringSchema, objectSchema, savedRowsSchema } from './primitives';
import { visibleText } from './visible-text';

// A form screen is its declaration (docs/adr/009-screen-kit.md): its calls, its categories of fields, the server's own
// part of its data and the rules that are only its own. Everything else is derived here, once, for the screen and the
// local API alike: the form and its schema (a draft read back), the merge of a form into the data, the data's schema,
// the save body's schema, the rounding per field, the fields a year has, the checks a save must pass and whether the
// year is done (the menu's mark). A new screen adds a declaration; the local API serves it without code of its own.

/** One of a screen's calls: its name in messages and errors, and its path from the data base URL. */
export interface CallName {
  call: string;
  path: string;
}

/** The facts of a year every screen's data carries; the API's, never the form's. */
const YEAR_FACTS = {
  kringloopwijzerId: IdSchema,
  kringloopwijzerJaar: IntegerSchema,
  kringloopwijzerStatus: NullableIntegerSchema,
  isAuthorized: FlagSchema,
};

export type YearFacts = v.InferOutput<v.ObjectSchema<typeof YEAR_FACTS, undefined>>;

/** The Dutch texts that name the screen and its data. */
interface ScreenTexts {
  /** The page's heading, also the menu's ('Schermtitel' in the template of a new screen). */
  title: string;
  /** The description of 'Succesvol opgeslagen' ('Schermtitel is opgeslagen'). */
  saved: string;
  /** The panel's text when the data could not be loaded ('De gegevens konden niet worden geladen.'). */
  loadError: string;
  /** The data in the API's refusals, plural: 'De leveringen zijn intussen …', 'De leveringen zijn niet opgeslagen …'. */
  items: string;
  /** The year's data in the 503 text: 'De gegevens van kringloopwijzer 1023 zijn tijdelijk niet beschikbaar'. */
  data: string;
}

export interface ScreenDeclaration<TServer extends v.ObjectEntries, TForm> {
  /** The screen's id, as its route's ('screen-template' in the template): names its drafts and the folder its saved years are kept in. */
  screen: string;
  /** Its page in the portal, as the menu links it ('/voer/grasland/Index/{klwId}'). */
  url: string;
  /** GET of the year's data and POST of the whole year (answered with the saved data). */
  calls: { load: CallName; save: CallName };
  /** The categories of fields the farmer fills in, in screen order. */
  fields: FormFields<TForm>;
  /** Members of the form that are switches, not fields ('gebruikHandmatigeMelkRegistratie'). */
  flags?: readonly string[];
  /** The server's own part of the data (the deliveries a supplier reported): never taken from a save. */
  serverData: TServer;
  /**
   * The screen's own rule on a form against its data, applied to the form the farmer gets and to every save the API
   * takes (the milk screen: manual delivery forced on without pickups, switched off it copies the year's totals).
   */
  settle?(form: TForm, data: YearFacts & v.InferOutput<v.ObjectSchema<TServer, undefined>> & TForm): TForm;
  /** The server's figures derived from its own data, recomputed before a save is applied (the milk totals). */
  recompute?(data: YearFacts & v.InferOutput<v.ObjectSchema<TServer, undefined>> & TForm): YearFacts & v.InferOutput<v.ObjectSchema<TServer, undefined>> & TForm;
  /** The folder of its saved years under the API's data folder. Default: the screen's id. */
  storeFolder?: string;
  /** What a seed of its data must hold beyond its schema, as problems named by their path (none: it fits). */
  seedProblems?(data: YearFacts & v.InferOutput<v.ObjectSchema<TServer, undefined>> & TForm): string[];
  texts: ScreenTexts;
}

/** What the kit and the local API read of a screen: its declaration and everything derived from it. */
export interface ScreenContract<TData extends YearFacts, TForm> {
  screen: string;
  url: string;
  calls: { load: CallName; save: CallName };
  fields: FormFields<TForm>;
  texts: ScreenTexts;
  storeFolder: string;
  /** The answer of the load call and of the save call, and what the API stores. */
  dataSchema: v.GenericSchema<unknown, TData>;
  /**
   * What a client may send in a save: the year and every member of the form, each required (a missing group or list
   * would otherwise be read as empty and erase what is stored); a list no longer than its category's cap.
   */
  saveSchema: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** Reads a draft's form back from storage; anything of another shape is no draft of this screen. */
  formSchema: v.GenericSchema<unknown, TForm>;
  /** The form's members of a value (an answer, a save's body), copied, as they are. */
  formOf(data: object): TForm;
  /** The form the farmer edits, from an answer (with the screen's own rule applied). */
  toForm(data: TData): TForm;
  /** The data a save sends: the answer with the form's values in place. */
  mergeForm(data: TData, form: TForm): TData;
  /** The screen's own rule (identity where it has none). */
  settle(form: TForm, data: TData): TForm;
  /** The server's figures recomputed (identity where it has none). */
  recompute(data: TData): TData;
  /**
   * Every value as the screen shows it: numbers to their field's decimals, text without invisible ends (nothing
   * visible: null), the fields the year does not have emptied.
   */
  normalise(form: TForm, jaar: number): TForm;
  /** docs/PRODUCT.md section 5: every problem of the form for its year, in screen order. */
  validate(form: TForm, jaar: number): FieldError[];
  /** Whether the year's data passes every check (the menu's done or warning). */
  isDone(data: TData): boolean;
  /** What a seed of its data holds that it may not, beyond its schema (the screen's own rule; none by default). */
  seedProblems(data: TData): string[];
}

/** The data type of a screen's contract (its answers, its saves, what the API stores). */
export type DataOf<TContract> = TContract extends { dataSchema: v.GenericSchema<unknown, infer TData> } ? TData : never;

/** A tree of the form's members by their dotted paths: a field, a list of rows, a switch, or a group of them. */
type Node =
  | { kind: 'field'; field: FieldDef<never> }
  | { kind: 'rows'; category: FieldCategory<never> }
  | { kind: 'flag' }
  | { kind: 'group'; members: Map<string, Node> };

function place(tree: Map<string, Node>, path: string, node: Node): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return;
  if (rest.length === 0) {
    tree.set(head, node);
    return;
  }
  let group = tree.get(head);
  if (group?.kind !== 'group') {
    group = { kind: 'group', members: new Map() };
    tree.set(head, group);
  }
  place(group.members, rest.join('.'), node);
}

function formTree(fields: FormFields<never>, flags: readonly string[]): Map<string, Node> {
  const tree = new Map<string, Node>();
  for (const flag of flags) place(tree, flag, { kind: 'flag' });
  for (const category of fields) {
    if (category.rows) {
      if (category.key === undefined) throw new Error(`The list '${category.name}' needs a key.`);
      place(tree, category.key, { kind: 'rows', category });
      continue;
    }
    for (const field of category.fields) place(tree, category.key === undefined ? field.key : `${category.key}.${field.key}`, { kind: 'field', field });
  }
  return tree;
}

/** A row of a list, every member read leniently (absent: empty), as the data and a draft hold it. */
function rowSchema(category: FieldCategory<never>) {
  const entries: v.ObjectEntries = {};
  for (const field of category.fields) entries[field.key] = leafSchema(field);
  return objectSchema(entries);
}

function leafSchema(field: FieldDef<never>) {
  return field.type === 'number' ? NullableNumberSchema : NullableStringSchema;
}

/** Absent becomes empty: null, [] or a group of nulls. */
function emptyOf(node: Node): unknown {
  if (node.kind === 'field') return null;
  if (node.kind === 'rows') return [];
  if (node.kind === 'flag') return false;
  return Object.fromEntries([...node.members].map(([key, member]) => [key, emptyOf(member)]));
}

type Purpose = 'data' | 'save' | 'form';

function schemaOf(node: Node, purpose: Purpose, top: boolean): v.GenericSchema {
  switch (node.kind) {
    case 'flag':
      return purpose === 'data' ? FlagSchema : v.boolean();
    case 'field':
      // A field at the top of a save is required (null when empty): absent, it is no save of this form.
      if (purpose === 'save' && top) return node.field.type === 'number' ? v.nullable(v.pipe(v.number(), v.finite())) : v.nullable(v.string());
      return leafSchema(node.field);
    case 'rows':
      if (purpose === 'save') return savedRowsSchema(node.category, rowSchema(node.category));
      if (purpose === 'form') return v.array(rowSchema(node.category));
      return v.nullish(v.array(rowSchema(node.category)), () => []);
    case 'group': {
      const group = objectSchema(entriesOf(node.members, purpose, false));
      return purpose === 'data' ? v.nullish(group, () => emptyOf(node) as Record<string, unknown>) : group;
    }
  }
}

function entriesOf(tree: Map<string, Node>, purpose: Purpose, top: boolean): v.ObjectEntries {
  return Object.fromEntries([...tree].map(([key, node]) => [key, schemaOf(node, purpose, top)]));
}

/** The form's members of a value (data or form), copied: no object of the form is shared with the data. */
function pick(tree: Map<string, Node>, source: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, node] of tree) {
    const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
    if (node.kind === 'group') result[key] = pick(node.members, value);
    else if (node.kind === 'rows') {
      const rows = Array.isArray(value) ? (value as FormRow[]) : [];
      result[key] = rows.map((row) => Object.fromEntries(node.category.fields.map((field) => [field.key, row[field.key] ?? null])));
    } else if (node.kind === 'flag') result[key] = value === true;
    else result[key] = value ?? null;
  }
  return result;
}

function normaliseValue(field: FieldDef<never>, value: unknown, inYear: boolean): unknown {
  if (!inYear || value === null || value === undefined) return null;
  if (field.type === 'number') return typeof value === 'number' ? roundTo(value, field.decimals) : value;
  return typeof value === 'string' ? visibleText(value) : value;
}

/** Derives a screen's contract from its declaration (see the top of this file). */
export function declareScreen<TForm>() {
  return <const TServer extends v.ObjectEntries>(declaration: ScreenDeclaration<TServer, TForm>) => {
    type TData = YearFacts & v.InferOutput<v.ObjectSchema<TServer, undefined>> & TForm;
    const fields = declaration.fields as FormFields<never>;
    const tree = formTree(fields, declaration.flags ?? []);
    const settle = (form: TForm, data: TData): TForm => (declaration.settle ? declaration.settle(form, data) : form);
    const toForm = (data: TData): TForm => settle(pick(tree, data) as TForm, data);
    const validate = (form: TForm, jaar: number): FieldError[] => validateForm(declaration.fields, form, jaar);
    const contract: ScreenContract<TData, TForm> = {
      screen: declaration.screen,
      url: declaration.url,
      calls: declaration.calls,
      fields: declaration.fields,
      texts: declaration.texts,
      storeFolder: declaration.storeFolder ?? declaration.screen,
      // The types of the derived schemas are the declared ones: the form's members are built from the same fields.
      dataSchema: v.object({ ...YEAR_FACTS, ...declaration.serverData, ...entriesOf(tree, 'data', true) }) as unknown as v.GenericSchema<unknown, TData>,
      saveSchema: v.object({ kringloopwijzerId: IdSchema, ...entriesOf(tree, 'save', true) }),
      formSchema: v.object(entriesOf(tree, 'form', true)) as unknown as v.GenericSchema<unknown, TForm>,
      formOf: (data) => pick(tree, data) as TForm,
      toForm,
      mergeForm: (data, form) => ({ ...data, ...pick(tree, form) }),
      settle,
      recompute: (data) => (declaration.recompute ? (declaration.recompute(data) as TData) : data),
      normalise(form, jaar) {
        let result = form;
        for (const category of fields) {
          const inYear = new Set(yearFields(category, jaar));
          if (category.rows) {
            rowsOf(result, category).forEach((_row, index) => {
              for (const field of category.fields) {
                const path = `${category.key}.${index}.${field.key}`;
                result = withValueAt(result, path, normaliseValue(field, valueAt(result, path), inYear.has(field)));
              }
            });
            continue;
          }
          for (const field of category.fields) {
            const path = category.key === undefined ? field.key : `${category.key}.${field.key}`;
            result = withValueAt(result, path, normaliseValue(field, valueAt(result, path), inYear.has(field)));
          }
        }
        return result;
      },
      validate,
      isDone: (data) => validate(toForm(data), data.kringloopwijzerJaar).length === 0,
      seedProblems: (data) => declaration.seedProblems?.(data) ?? [],
    };
    return contract;
  };
}

/**
 * Any screen's contract, as the local API holds it: every screen's data and form are of its own type, which the API
 * never names (it reads them through the declaration alone); `any` lets each of them be one of a list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: a list of contracts of different forms
export type AnyScreenContract = ScreenContract<any, any>;
