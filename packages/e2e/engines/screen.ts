import type { ElementHandle, Tab } from './browser';

// Finding what a farmer sees by its role and name, as the Playwright page objects do (pages/), in any engine: the
// page answers a query with its first visible match. The names are computed the simple way the screens need (an
// aria-labelledby, an aria-label, a label, a legend, else the text), not by the full accessible-name algorithm.

type Role =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'columnheader'
  | 'group'
  | 'heading'
  | 'link'
  | 'region'
  | 'spinbutton'
  | 'status'
  | 'textbox';

/** A text to match: exactly, or a regular expression. */
type Text = string | RegExp;

export interface Query {
  role?: Role;
  /** A CSS selector, where a role says too little (the frame, the mount point). */
  css?: string;
  name?: Text;
  /** Its text content contains this (a string) or matches it. */
  text?: Text;
  within?: Query;
}

/** What of a query crosses into the page: regular expressions as their source and flags. */
function portable(query: Query): unknown {
  const text = (value: Text | undefined) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value);
  return { ...query, name: text(query.name), text: text(query.text), within: query.within && portable(query.within) };
}

/** Plain JavaScript run in the page: `all(query)`, every visible element that matches, in document order. */
const IN_PAGE = `
  const ROLES = {
    alert: '[role="alert"]',
    button: 'button, [role="button"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    columnheader: 'th[scope="col"], [role="columnheader"]',
    group: 'fieldset, [role="group"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    spinbutton: '[role="spinbutton"]',
    status: '[role="status"]',
    textbox: 'input:not([type]):not([role]), input[type="text"]:not([role]), textarea',
  };
  const norm = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  // The text a screen reader reads: what is hidden from it (a required field's '*') is left out.
  const textOf = (node) => {
    if (!node) return '';
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(textOf).join('');
  };
  const byIds = (element, attribute) =>
    norm(element.getAttribute(attribute).split(/\\s+/).map((id) => textOf(document.getElementById(id))).join(' '));
  const nameOf = (element) => {
    if (element.hasAttribute('aria-labelledby')) return byIds(element, 'aria-labelledby');
    if (element.hasAttribute('aria-label')) return norm(element.getAttribute('aria-label'));
    if (element.labels && element.labels.length > 0) return norm(textOf(element.labels[0]));
    if (element.tagName === 'FIELDSET') return norm(textOf(element.querySelector('legend')));
    return norm(textOf(element));
  };
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const matches = (text, wanted, whole) => {
    if (wanted === undefined || wanted === null) return true;
    if (typeof wanted === 'string') return whole ? text === wanted : text.includes(wanted);
    return new RegExp(wanted.source, wanted.flags).test(text);
  };
  const all = (query) => {
    const scopes = query.within ? all(query.within) : [document];
    return scopes
      .flatMap((scope) => [...scope.querySelectorAll(query.css || ROLES[query.role])])
      .filter((element) => visible(element) && matches(nameOf(element), query.name, true) && matches(norm(element.textContent), query.text, false));
  };
`;

class TimedOut extends Error {}

/** Asks `check` again every 100 ms until it is true; fails with `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
      last = undefined;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new TimedOut(`waited ${timeoutMs / 1000} s for: ${what}${last ? ` (${String(last)})` : ''}`);
    // eslint-disable-next-line no-restricted-syntax -- the interval of a poll for state, as expect.poll has: not a wait in place of one
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One page in one engine, read and used through queries. */
export class Screen {
  constructor(readonly tab: Tab) {}

  /** The first visible match, or null. */
  first(query: Query): Promise<ElementHandle | null> {
    return this.tab.find(`${IN_PAGE} return all(arguments[0])[0] || null;`, portable(query));
  }

  count(query: Query): Promise<number> {
    return this.tab.run<number>(`${IN_PAGE} return all(arguments[0]).length;`, portable(query));
  }

  /** The first match's property (`value`, `textContent`, an attribute as `@name`), or null when there is none. */
  read(query: Query, property: string): Promise<string | null> {
    return this.tab.run<string | null>(
      `${IN_PAGE} const element = all(arguments[0])[0]; const property = arguments[1];
       if (!element) return null;
       return property.startsWith('@') ? element.getAttribute(property.slice(1)) : String(element[property]);`,
      portable(query),
      property,
    );
  }

  /** Waits until the query has a match; resolves with it. */
  async waitFor(query: Query, what: string, timeoutMs?: number): Promise<ElementHandle> {
    let found: ElementHandle | null = null;
    await until(what, async () => (found = await this.first(query)) !== null, timeoutMs);
    return found!;
  }

  async waitGone(query: Query, what: string, timeoutMs?: number): Promise<void> {
    await until(what, async () => (await this.count(query)) === 0, timeoutMs);
  }

  async waitForValue(query: Query, value: string, what: string, timeoutMs?: number): Promise<void> {
    let shown: string | null = null;
    try {
      await until(what, async () => (shown = await this.read(query, 'value')) === value, timeoutMs);
    } catch (error) {
      throw new TimedOut(`${what}: '${value}' expected, '${shown}' shown${error instanceof TimedOut ? '' : ` (${String(error)})`}`);
    }
  }

  async click(query: Query, what: string): Promise<void> {
    const element = await this.waitFor(query, what);
    try {
      await this.tab.click(element);
    } catch (error) {
      throw new Error(`clicking ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  /** A farmer's way into a field: a click, select what is there, type, then Tab out of it. */
  async typeInto(query: Query, text: string, what: string): Promise<void> {
    await this.click(query, what);
    await this.tab.press('SelectAll');
    await this.tab.type(text);
    await this.tab.press('Tab');
  }
}
