// The menu model of POST /Menu/GetMenu as the menu shows it: entries, the year list, the year of the page. Pure
// (tested without AngularJS); read liberally, because the portal must render what it gets.
import { parseKlwId } from '@klw/platform';
import { asArray, asRecord, flag, text } from './read-answer';

/** An id from a number or numeric text (the menu model sends either), else null. */
export function toId(value: unknown): number | null {
  return typeof value === 'string' || typeof value === 'number' ? parseKlwId(String(value)) : null;
}

/** The menu model as the API sends it; read liberally (the portal must render what it gets). */
interface MenuItemLike {
  Titel?: unknown;
  Url?: unknown;
  IsGereed?: unknown;
  HeeftWaarschuwing?: unknown;
  Sorteervolgorde?: unknown;
  MenuTextClass?: unknown;
  ChildMenuItems?: unknown;
}

export interface MenuModelLike {
  Bedrijfsnaam?: unknown;
  Gebruikersnaam?: unknown;
  KlwId?: unknown;
  KringloopwijzerId?: unknown;
  KringloopwijzerJaar?: unknown;
  KringloopwijzerList?: unknown;
  Kringloopwijzers?: unknown;
  MenuItems?: unknown;
  StatusId?: unknown;
  KringloopwijzerStatusId?: unknown;
  StatusOmschrijving?: unknown;
  IsAdviseur?: unknown;
  IsSBMedewerker?: unknown;
}

export interface MenuEntry {
  titel: string;
  href: string | null;
  current: boolean;
  gereed: boolean;
  waarschuwing: boolean;
  textClass: string | null;
  children: MenuEntry[];
}

export interface YearOption {
  value: string;
  text: string;
  group: string | undefined;
  disabled: boolean;
  selected: boolean;
}

/** Menu URLs are portal paths ('/melklevering/Index/1', '~/Profiel/Index') or absolute URLs. */
export function menuHref(url: unknown, base: string): string | null {
  const value = text(url).trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  const path = `/${value.replace(/^~?\/+/, '')}`;
  if (base !== '' && (path.toLowerCase() === base.toLowerCase() || path.toLowerCase().startsWith(`${base.toLowerCase()}/`))) {
    return path;
  }
  return `${base}${path}`;
}

function pathOf(href: string): string {
  try {
    return new URL(href, 'http://portal.invalid').pathname;
  } catch {
    return href;
  }
}

function samePath(href: string | null, currentPath: string): boolean {
  if (href === null) return false;
  const strip = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  return strip(pathOf(href)) === strip(currentPath);
}

export function toMenuEntries(items: unknown, base: string, currentPath: string): MenuEntry[] {
  return asArray(items)
    .map((raw, index) => ({ item: asRecord(raw) as MenuItemLike, index }))
    .sort((a, b) => {
      const order = (item: MenuItemLike) => (typeof item.Sorteervolgorde === 'number' ? item.Sorteervolgorde : 0);
      return order(a.item) - order(b.item) || a.index - b.index;
    })
    .map(({ item }) => {
      const href = menuHref(item.Url, base);
      const children = toMenuEntries(item.ChildMenuItems, base, currentPath);
      return {
        titel: text(item.Titel),
        href,
        current: samePath(href, currentPath),
        gereed: flag(item.IsGereed),
        waarschuwing: flag(item.HeeftWaarschuwing),
        textClass: text(item.MenuTextClass) || null,
        children,
      };
    });
}

/** The entries with `current` set anew: the page showed another screen in place (the shell followed a menu link). */
export function withCurrent(entries: readonly MenuEntry[], currentPath: string): MenuEntry[] {
  return entries.map((entry) => ({ ...entry, current: samePath(entry.href, currentPath), children: withCurrent(entry.children, currentPath) }));
}

/**
 * The year switch's template for a path within the router base: the page's year, where it stands in the path, as
 * '{klwId}'; null when the path does not hold that year.
 */
export function yearTemplateOf(path: string, klwId: number): string | null {
  const segments = path.split('/');
  const at = segments.lastIndexOf(String(klwId));
  if (at < 0) return null;
  segments[at] = '{klwId}';
  return segments.join('/');
}

export function toYearOptions(list: unknown): YearOption[] {
  return asArray(list)
    .map(asRecord)
    .filter((item) => text(item.Value) !== '')
    .map((item) => {
      const group = item.Group;
      const groupName = typeof group === 'string' ? group : text(asRecord(group).Name);
      return {
        value: text(item.Value),
        text: text(item.Text) || text(item.Value),
        group: groupName || undefined,
        disabled: flag(item.Disabled),
        selected: flag(item.Selected),
      };
    });
}

/** The year the model shows: KringloopwijzerJaar, else the year of the selected Kringloopwijzer. */
export function selectedYearOf(model: MenuModelLike, klwId: number | null): number | null {
  const year = toId(model.KringloopwijzerJaar);
  if (year !== null) return year;
  const ref = asArray(model.Kringloopwijzers)
    .map(asRecord)
    .find((item) => klwId !== null && toId(item.Id) === klwId);
  return ref ? toId(ref.Jaar) : null;
}

/** The same screen for another Kringloopwijzer: the klwId segment of the template replaced. */
export function yearSwitchUrl(base: string, template: string, klwId: string): string {
  return `${base}${template.replace('{klwId}', encodeURIComponent(klwId))}`;
}

