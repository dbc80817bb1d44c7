import * as v from 'valibot';
import {
  FlagSchema,
  IdSchema,
  IntegerSchema,
  NullableCodeSchema,
  NullableIdSchema,
  NullableIntegerSchema,
  NullableStringSchema,
} from './primitives';

/** One entry of the menu tree; PascalCase as docs/PRODUCT.md writes it. */
export interface MenuItem {
  Titel: string;
  Url: string | null;
  IsChildItem: boolean;
  HeeftWaarschuwing: boolean;
  IsGereed: boolean;
  Sorteervolgorde: number;
  MenuImageClass: string | null;
  MenuTextClass: string | null;
  ChildMenuItems: MenuItem[];
}

// The tree is recursive, so the schema needs its output type spelled out; the input side stays unknown.
const MenuItemSchema: v.GenericSchema<unknown, MenuItem> = v.object({
  Titel: v.string(),
  Url: NullableStringSchema,
  IsChildItem: FlagSchema,
  HeeftWaarschuwing: FlagSchema,
  IsGereed: FlagSchema,
  Sorteervolgorde: v.nullish(v.pipe(v.number(), v.finite()), 0),
  MenuImageClass: NullableStringSchema,
  MenuTextClass: NullableStringSchema,
  ChildMenuItems: v.nullish(
    v.array(v.lazy(() => MenuItemSchema)),
    () => [],
  ),
});

/** An ASP.NET SelectListItem of the year selector. Value is the klwId as text. */
const KringloopwijzerListItemSchema = v.object({
  Text: v.string(),
  Value: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  Selected: FlagSchema,
  Disabled: FlagSchema,
  Group: v.nullish(
    v.object({ Name: NullableStringSchema, Disabled: FlagSchema }),
    null,
  ),
});

const KringloopwijzerRefSchema = v.object({
  Jaar: IntegerSchema,
  Id: IdSchema,
});

/** POST /Menu/GetMenu (docs/PRODUCT.md section 3; seen only as a mock, so nearly everything may be absent). */
export const MenuModelSchema = v.object({
  ApplicationUrl: NullableStringSchema,
  Bedrijfsnaam: NullableStringSchema,
  BedrijfsnaamVerkort: NullableStringSchema,
  DeelnemerBedrijfsnaam: NullableStringSchema,
  DeelnemerId: NullableIdSchema,
  DeelnemerKvkNummer: NullableCodeSchema,
  Gebruikersnaam: NullableStringSchema,
  // Its shape is not specified (an id, a label or an object); passed through untouched.
  GeselecteerdeKlw: v.nullish(v.unknown(), null),
  HasImporteerAuthorization: FlagSchema,
  HasOverigeAuthorization: FlagSchema,
  HasVolmacht: FlagSchema,
  IsSignaleringenBeschikbaar: FlagSchema,
  IsAdviseur: FlagSchema,
  IsAuthorized: FlagSchema,
  IsCompleet: FlagSchema,
  IsBexBeschikbaar: FlagSchema,
  IsDashboardBeschikbaar: FlagSchema,
  IsBedrijfsWijzigingenBeschikbaar: FlagSchema,
  IsDemoGebruiker: FlagSchema,
  IsSBMedewerker: FlagSchema,
  KlwId: NullableIdSchema,
  KringloopwijzerId: NullableIdSchema,
  KringloopwijzerJaar: NullableIntegerSchema,
  KringloopwijzerList: v.nullish(v.array(KringloopwijzerListItemSchema), () => []),
  Kringloopwijzers: v.nullish(v.array(KringloopwijzerRefSchema), () => []),
  KringloopwijzerStatusId: NullableIntegerSchema,
  KvkNummer: NullableCodeSchema,
  MenuItems: v.nullish(v.array(MenuItemSchema), () => []),
  StatusId: NullableIntegerSchema,
  StatusOmschrijving: NullableStringSchema,
  StatusUitlegTekst: NullableStringSchema,
  // Not specified: a flag or a text.
  TermsConditions: v.nullish(v.union([v.boolean(), v.string()]), null),
  HeeftVoorgaandeJaren: FlagSchema,
  OudeMachtingingMenuItemsZichtbaar: FlagSchema,
});

export type MenuModel = v.InferOutput<typeof MenuModelSchema>;
export type MenuModelInput = v.InferInput<typeof MenuModelSchema>;
