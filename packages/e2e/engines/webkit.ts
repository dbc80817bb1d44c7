import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, stopProcess, waitForUrl } from '@klw/processes';
import type { ElementHandle, Engine, Key, Tab } from './browser';

// Debian's WebKitGTK: its WebDriver (webkit2gtk-driver) starts the MiniBrowser of libwebkit2gtk-4.1-0 and is spoken
// to in plain W3C WebDriver, a few HTTP calls (docs/adr/016). MiniBrowser has no headless mode: it draws on a
// virtual display of its own (Debian's xvfb).

const WEBKIT_DRIVER = process.env.KLW_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.KLW_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

/** The key W3C WebDriver names an element reference by. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** W3C WebDriver's key codes. */
const KEYS = { Tab: '\uE004', Enter: '\uE007', Control: '\uE009' } as const;

type Reference = Record<typeof ELEMENT, string>;

/** The key strokes of a text, one down and up per character, as a person types it. */
function strokes(text: string): { type: 'keyDown' | 'keyUp'; value: string }[] {
  return [...text].flatMap((value) => [
    { type: 'keyDown' as const, value },
    { type: 'keyUp' as const, value },
  ]);
}

/**
 * How long one WebDriver command may take: a script may run 30 s (the session's script time-out below), a new
 * MiniBrowser window takes a few. Once WebKitWebDriver did not answer a new session at all: without a bound the run
 * waited five minutes (fetch's own limit) and then stood still.
 */
const COMMAND_TIMEOUT_MS = 45_000;

/** A W3C WebDriver command; its answer's value, or an error with the driver's error and message. */
async function command<T>(base: string, method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new Error(`WebDriver ${method} ${route}: ${error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${COMMAND_TIMEOUT_MS / 1000} s` : String(error)}`, { cause: error });
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${answer.value.error} ${answer.value.message ?? ''}`.trim());
  return answer.value;
}

function referenceOf(handle: ElementHandle): Reference {
  return handle.element as Reference;
}

class WebKitTab implements Tab {
  constructor(
    private readonly session: string,
    private readonly sessions: Set<string>,
  ) {}

  private call<T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> {
    return command<T>(this.session, method, route, body);
  }

  async goto(url: string): Promise<void> {
    await this.call('POST', '/url', { url });
  }

  async reload(): Promise<void> {
    await this.call('POST', '/refresh', {});
  }

  url(): Promise<string> {
    return this.call<string>('GET', '/url');
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.call<T>('POST', '/execute/sync', { script: `return (async function () { ${body} }).apply(null, arguments);`, args });
  }

  async runInFrame<T>(frame: ElementHandle, body: string, ...args: unknown[]): Promise<T> {
    await this.call('POST', '/frame', { id: referenceOf(frame) });
    try {
      return await this.run<T>(body, ...args);
    } finally {
      await this.call('POST', '/frame/parent', {});
    }
  }

  async find(body: string, ...args: unknown[]): Promise<ElementHandle | null> {
    const found = await this.run<Reference | null>(body, ...args);
    return found && typeof found === 'object' && ELEMENT in found ? { element: found } : null;
  }

  async click(element: ElementHandle): Promise<void> {
    // Scrolled to the middle of the window first, as puppeteer does in Firefox: WebKitWebDriver takes an element
    // just below MiniBrowser's view (under its toolbar's height) for one in view, does not scroll, and then refuses
    // the click as 'element not interactable'.
    await this.run(`arguments[0].scrollIntoView({ block: 'center', inline: 'center' });`, referenceOf(element));
    try {
      await this.call('POST', `/element/${referenceOf(element)[ELEMENT]}/click`, {});
    } catch (error) {
      // What lies at the element's middle, for the report.
      const found = await this.run<string>(
        `const element = arguments[0]; const box = element.getBoundingClientRect();
         const there = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
         return JSON.stringify({ box: [box.x, box.y, box.width, box.height], window: [innerWidth, innerHeight], there: there === element ? 'itself' : there?.outerHTML.slice(0, 160) });`,
        referenceOf(element),
      ).catch(() => '');
      throw new Error(`${error instanceof Error ? error.message : String(error)} ${found}`, { cause: error });
    }
  }

  private async keys(actions: { type: 'keyDown' | 'keyUp'; value: string }[]): Promise<void> {
    await this.call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.call('DELETE', '/actions');
  }

  type(text: string): Promise<void> {
    return this.keys(strokes(text));
  }

  press(key: Key): Promise<void> {
    if (key !== 'SelectAll') return this.keys(strokes(KEYS[key]));
    return this.keys([
      { type: 'keyDown', value: KEYS.Control },
      ...strokes('a'),
      { type: 'keyUp', value: KEYS.Control },
    ]);
  }

  cspViolations(): null {
    return null;
  }

  async close(): Promise<void> {
    this.sessions.delete(this.session);
    await this.call('DELETE', '');
  }
}

/** Starts Xvfb on a display it picks itself; resolves with the display's name once it is ready. */
function startDisplay(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let written = '';
    child.stdout.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.endsWith('\n')) resolve({ display: `:${written.trim()}`, child });
    });
    child.on('exit', (code) => reject(new Error(`Xvfb stopped (${code}) before it said its display`)));
  });
}

export async function launchWebKit(): Promise<Engine> {
  const xvfb = await startDisplay();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    // As a Dutch farmer's browser: the language and the clock.
    env: { ...process.env, DISPLAY: xvfb.display, TZ: 'Europe/Amsterdam', LANG: 'nl_NL.UTF-8', LANGUAGE: 'nl' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const sessions = new Set<string>();
  let version = '';
  const stopAll = async (): Promise<void> => {
    await Promise.all([...sessions].map((session) => command(session, 'DELETE', '').catch(() => undefined)));
    await stopProcess(driver);
    await stopProcess(xvfb.child);
  };
  try {
    await waitForUrl(`${base}/status`, { timeoutMs: 20_000, intervalMs: 100 });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    get name() {
      return `WebKitGTK ${version}`.trim();
    },
    async open() {
      const { sessionId, capabilities } = await command<{ sessionId: string; capabilities: { browserVersion?: string } }>(base, 'POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
            // A page that asks before it is left (unsaved typing, beforeunload): the farmer goes.
            unhandledPromptBehavior: 'accept',
          },
        },
      });
      const session = `${base}/session/${sessionId}`;
      sessions.add(session);
      version = capabilities.browserVersion ?? version;
      await command(session, 'POST', '/timeouts', { script: 30_000, pageLoad: 30_000 });
      return new WebKitTab(session, sessions);
    },
    close: stopAll,
  };
}
