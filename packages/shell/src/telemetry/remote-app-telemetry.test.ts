import { TELEMETRY_CHANNEL } from '@klw/contracts/telemetry';
import { createRemoteApp, type RemoteLifecycles } from '../remote-app';
import { startTelemetry, type PageEvent, type Phase, type TelemetryHandoff } from './page-telemetry';

// What a remote's load and mount tell the page's telemetry: the phase a failure ended in, the time of each phase.

const events: PageEvent[] = [];

beforeAll(() => {
  startTelemetry({}, '/', '/melklevering/Index/{klwId}');
  (globalThis as unknown as Record<string, TelemetryHandoff>)[TELEMETRY_CHANNEL]!.attach((event) => events.push(event));
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  events.length = 0;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const remote = (overrides: Partial<RemoteLifecycles> = {}): RemoteLifecycles => ({
  mount: async () => undefined,
  unmount: async () => undefined,
  ...overrides,
});

function mountWith(load: (step: (phase: Phase) => void) => Promise<unknown>): Promise<void> {
  document.body.innerHTML = '<div id="klw-app"></div>';
  const host = document.getElementById('klw-app') as HTMLElement;
  const app = createRemoteApp({ remote: 'klw_test', load: (_attempt, _arrived, step) => load(step), mountPoint: () => host, timeoutMs: 1000, klwId: 12 });
  return app.mount();
}

it('records the load with the time of each phase, then the mount, under the route template', async () => {
  await mountWith(async (step) => {
    step('entry');
    step('expose');
    return remote();
  });
  expect(events.map((event) => event.t)).toEqual(['load', 'mount']);
  expect(events[0]).toMatchObject({ remote: 'klw_test', route: '/melklevering/Index/{klwId}', phases: { manifest: expect.any(Number), entry: expect.any(Number), expose: expect.any(Number) } });
  expect(events[1]).toMatchObject({ remote: 'klw_test', active: 'klw_test', ms: expect.any(Number) });
});

it.each<[string, Phase, (step: (phase: Phase) => void) => Promise<unknown>]>([
  ['a manifest that does not come', 'manifest', () => Promise.reject(new Error('HTTP 404'))],
  ['an entry that does not load', 'entry', (step) => (step('entry'), Promise.reject(new Error('remoteEntry.js')))],
  ['a module without lifecycles', 'expose', (step) => (step('entry'), step('expose'), Promise.resolve({}))],
  ['a mount that throws', 'mount', async () => remote({ mount: async () => Promise.reject(new Error('boem')) })],
])('records %s as a failure in phase %s', async (_case, phase, load) => {
  await mountWith(load);
  expect(events.filter((event) => event.t === 'error')).toEqual([expect.objectContaining({ t: 'error', remote: 'klw_test', phase, error: expect.any(Error) })]);
});
