// What a journey needs of a browser, whichever engine it is and however it is driven (docs/adr/016): open a page,
// run a script in it (or in a frame of it), click an element the way a pointer does, press keys the way a person
// types. Firefox is driven over WebDriver BiDi (firefox.ts), WebKitGTK over W3C WebDriver (webkit.ts).

/** An element the page handed out; only the tab that found it can use it. */
export type ElementHandle = { readonly element: unknown };

/** A key besides the characters of a text: the names of W3C WebDriver's key codes. */
export type Key = 'Tab' | 'Enter' | 'SelectAll';

export interface Tab {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `body`, the body of a function of `args`, in the page; resolves with what it returns (a promise is waited
   * for). Plain JavaScript source, so no compiler's helper ends up in the page.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** As run, inside the frame `frame` (an iframe element of the page). */
  runInFrame<T>(frame: ElementHandle, body: string, ...args: unknown[]): Promise<T>;
  /** The element `body` returns, or null. */
  find(body: string, ...args: unknown[]): Promise<ElementHandle | null>;
  /** A pointer's click in the middle of the element, scrolled into view first. */
  click(element: ElementHandle): Promise<void>;
  /** Types the text key by key into what has the focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /**
   * The Content-Security-Policy violations its pages reported so far, one line each; null where the protocol has no
   * way to listen before a page's first script (W3C WebDriver classic).
   */
  cspViolations(): readonly string[] | null;
  /** Closes the tab and forgets its cookies and storage. */
  close(): Promise<void>;
}

export interface Engine {
  /** 'Firefox ESR 153.8.0', 'WebKitGTK 2.50.6' (known once a tab was opened) */
  readonly name: string;
  /** A fresh browser: its own cookies and storage. Dialogs that ask before leaving a page are answered 'leave'. */
  open(): Promise<Tab>;
  /** Closes every browser it opened and whatever it started for them. */
  close(): Promise<void>;
}
