import puppeteer, { type Browser, type BrowserContext, type ElementHandle as PuppeteerElement, type Frame, type Page } from 'puppeteer-core';
import type { ElementHandle, Engine, Key, Tab } from './browser';

// Debian's Firefox ESR, driven over WebDriver BiDi, which it speaks itself: puppeteer-core starts it and talks BiDi
// to it (no geckodriver, no browser download; docs/adr/016).

const FIREFOX = process.env.KLW_FIREFOX || '/usr/bin/firefox-esr';

/** A function body with its arguments, as one expression the page evaluates. */
function expression(body: string, args: unknown[]): string {
  return `(async function () { ${body} }).apply(null, ${JSON.stringify(args)})`;
}

function elementOf(handle: ElementHandle): PuppeteerElement<Element> {
  return handle.element as PuppeteerElement<Element>;
}

/** Reports each violation of the page's CSP to the binding, from before the page's first script on. */
const CSP_WATCH = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__klwCspViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || '(inline)') + ' on ' + event.documentURI);
});`;

class FirefoxTab implements Tab {
  readonly violations: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {
    // A page that asks before it is left (unsaved typing, beforeunload): the farmer goes.
    page.on('dialog', (dialog) => void dialog.accept());
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(expression(body, args)) as Promise<T>;
  }

  async runInFrame<T>(frame: ElementHandle, body: string, ...args: unknown[]): Promise<T> {
    const inner: Frame | null = await elementOf(frame).contentFrame();
    if (!inner) throw new Error('the element is no frame');
    return (await inner.evaluate(expression(body, args))) as T;
  }

  async find(body: string, ...args: unknown[]): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(expression(body, args));
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      return null;
    }
    return { element };
  }

  async click(element: ElementHandle): Promise<void> {
    await elementOf(element).click();
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    if (key !== 'SelectAll') return this.page.keyboard.press(key);
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('KeyA');
    await this.page.keyboard.up('Control');
  }

  /** Listens for CSP violations in every page this tab loads from now on. */
  async watchCsp(): Promise<void> {
    await this.page.exposeFunction('__klwCspViolation', (line: string) => {
      this.violations.push(line);
    });
    await this.page.evaluateOnNewDocument(CSP_WATCH);
  }

  cspViolations(): readonly string[] {
    return this.violations;
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // As a Dutch farmer's browser: the language and the clock.
    env: { ...process.env, TZ: 'Europe/Amsterdam' },
    extraPrefsFirefox: { 'intl.accept_languages': 'nl-NL, nl', 'intl.locale.requested': 'nl-NL' },
  });
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return {
    name: `Firefox ESR ${version}`,
    async open() {
      const context = await browser.createBrowserContext();
      const tab = new FirefoxTab(await context.newPage(), context);
      await tab.watchCsp();
      return tab;
    },
    close: () => browser.close(),
  };
}
