import { callName } from '@klw/contracts/telemetry';
import { telemetryAttributes } from '@klw/platform';
import { MAX_RECORDS_PER_PAGE, remoteOfStack, startClient, type ShellState } from './client';
import type { PageEvent } from './page-telemetry';

const SETTINGS = { collector: 'http://localhost:5001/telemetry', sampleRate: 0.1 };
const ROUTE = '/melklevering/Index/{klwId}';
const SHELL: ShellState = {
  state: () => ({ route: ROUTE, active: 'klw_melklevering' }),
  versionOf: (remote) => (remote === 'klw_melklevering' ? '1.4.2' : undefined),
};

interface Sent {
  url: string;
  body: string;
}

function client(options: { sampled: boolean; backlog?: PageEvent[] }) {
  const sent: Sent[] = [];
  let answer: () => void = () => undefined;
  const send = (url: string, body: string) => {
    sent.push({ url, body });
    return new Promise<void>((resolve) => (answer = resolve));
  };
  const add = startClient(SETTINGS, SHELL, options.backlog ?? [], { sampled: options.sampled, send, vitals: false, shellBase: 'http://localhost:5001/apps/shell/' });
  return { add, sent, answer: () => answer() };
}

const at = Date.UTC(2026, 10, 27, 1, 0, 0);
const event = (e: Omit<PageEvent, 'at' | 'route' | 'active'> & Partial<PageEvent>): PageEvent => ({ at, route: ROUTE, active: 'klw_melklevering', ...e }) as PageEvent;

function leave(): void {
  window.dispatchEvent(new Event('pagehide'));
}

interface Payload {
  resourceLogs: { resource: { attributes: { key: string; value: Record<string, unknown> }[] }; scopeLogs: { logRecords: { eventName: string; attributes: { key: string; value: Record<string, unknown> }[] }[] }[] }[];
}

/** Every record sent, its attributes as a plain object. */
function records(sent: Sent[]): Record<string, unknown>[] {
  return sent.flatMap(({ body }) =>
    (JSON.parse(body) as Payload).resourceLogs.flatMap((r) =>
      r.scopeLogs.flatMap((s) => s.logRecords.map((l) => Object.fromEntries(l.attributes.map((a) => [a.key, Object.values(a.value)[0]])))),
    ),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('the telemetry client', () => {
  it('sends a failure within a second to {collector}/v1/logs, whatever the sampling, saying whose it is', () => {
    const { add, sent } = client({ sampled: false });
    add(event({ t: 'error', remote: 'klw_melklevering', phase: 'expose', error: new Error('http://localhost:5001/apps/melklevering/__federation_expose_index.abc.js kon niet worden geladen.') }));
    add(event({ t: 'load', remote: 'klw_melklevering', phases: { manifest: 3 }, ms: 40 }));
    jest.advanceTimersByTime(1_000);
    expect(sent.map((s) => s.url)).toEqual(['http://localhost:5001/telemetry/v1/logs']);
    expect(records(sent)).toEqual([
      {
        'klw.remote.name': 'klw_melklevering',
        'klw.remote.version': '1.4.2',
        'klw.phase': 'expose',
        'klw.route': ROUTE,
        'klw.outcome': 'error',
        'exception.type': 'Error',
        'exception.message': 'http://localhost:{n}/apps/melklevering/__federation_expose_index.abc.js kon niet worden geladen.',
        'event.name': 'klw.remote.error',
      },
    ]);
    const resource = (JSON.parse(sent[0]!.body) as Payload).resourceLogs[0]!.resource.attributes.map((a) => a.key);
    expect(resource).toEqual(['service.name', 'service.version', 'klw.page.id']);
  });

  it('sends each retry of a failed load whatever the sampling, with its phase, attempt and wait, not as an error', () => {
    const { add, sent } = client({ sampled: false });
    add(event({ t: 'retry', remote: 'klw_melklevering', phase: 'expose', attempt: 1, delayMs: 500, error: new Error('exposes.0c29fd91cd.js kon niet worden geladen.') }));
    jest.advanceTimersByTime(1_000);
    expect(records(sent)).toEqual([
      expect.objectContaining({ 'event.name': 'klw.remote.retry', 'klw.remote.version': '1.4.2', 'klw.phase': 'expose', 'klw.retry.attempt': 1, 'klw.retry.delay_ms': 500 }),
    ]);
    const severity = (JSON.parse(sent[0]!.body) as { resourceLogs: { scopeLogs: { logRecords: { severityText: string }[] }[] }[] }).resourceLogs[0]!.scopeLogs[0]!.logRecords[0]!.severityText;
    expect(severity).toBe('INFO');
    // The portal keeps it: its attributes are the vocabulary's.
    expect(telemetryAttributes(records(sent)[0]!)).toEqual(records(sent)[0]);
  });

  it("sends a sampled page's loads, mounts and calls when the page is left; an unsampled page's not at all", () => {
    const sampled = client({ sampled: true });
    sampled.add(event({ t: 'load', remote: 'klw_melklevering', phases: { manifest: 3.2, entry: 10, expose: 20 }, ms: 33.2 }));
    sampled.add(event({ t: 'mount', remote: 'klw_melklevering', ms: 120.4 }));
    sampled.add(event({ t: 'call', call: 'MelkLevering/GetMelkLeveringGegevens', status: 200, ms: 48 }));
    jest.advanceTimersByTime(5_000);
    expect(sampled.sent).toEqual([]);
    leave();
    expect(records(sampled.sent).map((r) => [r['event.name'], r['klw.phase'], r['klw.duration_ms']])).toEqual([
      ['klw.remote.load', 'expose', 33],
      ['klw.remote.mount', 'mount', 120],
      ['klw.call', 'call', 48],
    ]);
    expect(records(sampled.sent)[0]).toMatchObject({ 'klw.load.manifest_ms': 3, 'klw.load.entry_ms': 10, 'klw.load.expose_ms': 20 });

    const unsampled = client({ sampled: false });
    unsampled.add(event({ t: 'mount', remote: 'klw_melklevering', ms: 120 }));
    leave();
    expect(unsampled.sent).toEqual([]);
  });

  it('names the remote that made a failed call, its status and duration', () => {
    const { add, sent } = client({ sampled: false });
    add(event({ t: 'call', call: 'MelkLevering/SaveMelkLeveringGegevens', status: 503, ms: 61 }));
    add(event({ t: 'call', call: 'Auth/GetCallContextModel', status: null, ms: 1000, active: null }));
    jest.advanceTimersByTime(1_000);
    expect(records(sent)).toEqual([
      expect.objectContaining({ 'event.name': 'klw.call', 'klw.remote.name': 'klw_melklevering', 'klw.call.name': 'MelkLevering/SaveMelkLeveringGegevens', 'http.response.status_code': 503, 'klw.duration_ms': 61 }),
      expect.objectContaining({ 'event.name': 'klw.call', 'klw.remote.name': 'klw_auth', 'klw.outcome': 'no-answer' }),
    ]);
  });

  it('keeps one send in flight: what comes meanwhile goes after it', () => {
    const { add, sent, answer } = client({ sampled: false });
    add(event({ t: 'error', remote: 'klw_melklevering', phase: 'mount', error: new Error('een') }));
    jest.advanceTimersByTime(1_000);
    add(event({ t: 'error', remote: 'klw_melklevering', phase: 'mount', error: new Error('twee') }));
    jest.advanceTimersByTime(1_000);
    leave();
    expect(sent).toHaveLength(1);
    answer();
    return Promise.resolve().then(() => {
      jest.advanceTimersByTime(1_000);
      expect(sent).toHaveLength(2);
      expect(records(sent).map((r) => r['exception.message'])).toEqual(['een', 'twee']);
    });
  });

  it(`sends at most ${MAX_RECORDS_PER_PAGE} records per page`, async () => {
    const { add, sent, answer } = client({ sampled: true });
    for (let n = 0; n < MAX_RECORDS_PER_PAGE + 50; n += 1) add(event({ t: 'call', call: 'X/Y', status: 200, ms: 1 }));
    for (let round = 0; round < 10; round += 1) {
      leave();
      answer();
      await Promise.resolve();
    }
    expect(records(sent)).toHaveLength(MAX_RECORDS_PER_PAGE);
  });

  it("attributes an uncaught error to the remote whose files its stack names, in phase 'render'", () => {
    globalThis.__KLW_REMOTES__ = {
      klw_melklevering: 'http://localhost:5001/apps/melklevering/remoteEntry.js',
      klw_auth: 'http://localhost:5001/apps/auth/remoteEntry.js',
    };
    const { add, sent } = client({ sampled: false });
    const error = new TypeError("Cannot read properties of undefined (reading 'kg')");
    error.stack = `TypeError: ...\n    at Table (http://localhost:5001/apps/melklevering/__federation_expose_index.3f.js:1:2200)\n    at renderWithHooks (http://localhost:5001/apps/melklevering/shared.9a.js:1:400)`;
    add(event({ t: 'uncaught', error, active: 'klw_melklevering' }));
    add(event({ t: 'uncaught', error: Object.assign(new Error('kapot'), { stack: 'Error\n    at x (http://localhost:5001/apps/shell/shell.js:1:1)' }) }));
    jest.advanceTimersByTime(1_000);
    expect(records(sent).map((r) => [r['klw.remote.name'], r['klw.phase'], r['exception.type']])).toEqual([
      ['klw_melklevering', 'render', 'TypeError'],
      ['klw_shell', 'render', 'Error'],
    ]);
    delete globalThis.__KLW_REMOTES__;
  });
});

describe('a render failure', () => {
  it("is the screen's whose container shows its own Dutch panel, in phase 'render'", async () => {
    document.body.innerHTML = '<div id="klw-app"><div class="klw-remote" data-remote="klw_melklevering"><h1>Melklevering</h1></div></div>';
    const { sent } = client({ sampled: false });
    document.querySelector('.klw-remote')!.innerHTML = '<div role="alert">Dit onderdeel kon niet worden geladen.</div>';
    await Promise.resolve();
    jest.advanceTimersByTime(1_000);
    expect(records(sent)).toEqual([
      expect.objectContaining({ 'event.name': 'klw.remote.error', 'klw.remote.name': 'klw_melklevering', 'klw.phase': 'render', 'exception.type': 'RenderError' }),
    ]);
  });
});

describe('privacy: a page full of personal values', () => {
  const NAME = 'Jannie van den Berg';
  const FARM = 'Melkveebedrijf De Eikenhof';
  const KLW_ID = '1023';
  const USER_ID = '4711';
  const TYPED = 'zevenhonderdtachtig';

  it('sends none of them: no user, farm, klwId, query string, typed value or element text', () => {
    // The payload's own clock and random page id must not happen to hold a value looked for ('…1795812471170…').
    jest.setSystemTime(at);
    jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    window.history.pushState({}, '', `/melklevering/Index/${KLW_ID}?gebruiker=${USER_ID}&naam=Jannie`);
    document.body.innerHTML = `<header><span class="user">${NAME}</span><span class="farm">${FARM}</span></header>
      <main id="klw-app"><input id="kg" value="${TYPED}"><p>Jaar ${KLW_ID} van ${FARM}</p></main>`;
    const { add, sent } = client({ sampled: true });
    const parseFailure = new SyntaxError(`Unexpected token 'J', "${NAME}" is not valid JSON`);
    add(event({ t: 'load', remote: 'klw_melklevering', phases: { manifest: 1 }, ms: 2 }));
    add(event({ t: 'mount', remote: 'klw_melklevering', ms: 3 }));
    add(event({ t: 'error', remote: 'klw_melklevering', phase: 'mount', error: parseFailure }));
    add(event({ t: 'error', remote: 'klw_melklevering', phase: 'mount', error: new Error(`kon ${window.location.href} niet laden voor ${KLW_ID}`) }));
    add(event({ t: 'uncaught', error: `Uncaught: gebruiker ${USER_ID} typte '${TYPED}' bij ${FARM}` }));
    add(event({ t: 'call', call: callName(`/MelkLevering/GetMelkLeveringGegevens/${KLW_ID}?gebruiker=${USER_ID}`), status: 500, ms: 9 }));
    jest.advanceTimersByTime(1_000);
    leave();
    const payload = sent.map((s) => s.body).join('\n');
    expect(records(sent).length).toBeGreaterThanOrEqual(6);
    for (const value of [NAME, 'Jannie', FARM, 'Eikenhof', KLW_ID, USER_ID, TYPED, 'gebruiker=', '?naam', `Jaar`]) {
      expect(payload).not.toContain(value);
    }
    expect(payload).toContain(ROUTE);
  });

  it("sends only what the portal's receiver keeps: every record is the shared vocabulary's as it stands", () => {
    globalThis.__KLW_REMOTES__ = { klw_melklevering: 'http://localhost:5001/apps/melklevering/remoteEntry.js' };
    document.body.innerHTML = `<main id="klw-app"><p>${NAME}</p></main>`;
    const { add, sent } = client({ sampled: true });
    add(event({ t: 'load', remote: 'klw_melklevering', phases: { registry: 1.2, manifest: 3, entry: 10, expose: 20 }, ms: 34.2 }));
    add(event({ t: 'mount', remote: 'klw_melklevering', ms: 3 }));
    add(event({ t: 'error', remote: 'klw_melklevering', phase: 'entry', error: Object.assign(new Error(`${NAME} <jannie@example.nl> NL91ABNA0417164300`), { name: 'ScriptLoadError' }) }));
    add(event({ t: 'uncaught', error: Object.assign(new Error('kapot'), { name: 'Invariant Violation', stack: 'at x (http://localhost:5001/apps/melklevering/a.js:1:1)' }) }));
    add(event({ t: 'call', call: callName('/MelkLevering/GetMelkLeveringGegevens/1023'), status: null, ms: 9 }));
    leave();
    const sentRecords = records(sent);
    expect(sentRecords).toHaveLength(5);
    for (const attributes of sentRecords) expect(telemetryAttributes(attributes)).toEqual(attributes);
    expect(sentRecords.map((r) => r['exception.type'])).toEqual([undefined, undefined, 'ScriptLoadError', 'Error', undefined]);
    delete globalThis.__KLW_REMOTES__;
  });
});

describe('remoteOfStack', () => {
  it('names the remote with the longest matching base, else none', () => {
    const bases = { a: 'http://h/apps/a/', ab: 'http://h/apps/a/b/' };
    expect(remoteOfStack('at f (http://h/apps/a/b/x.js:1:1)', bases)).toBe('ab');
    expect(remoteOfStack('at f (http://other/x.js:1:1)', bases)).toBe('unattributed');
  });
});
