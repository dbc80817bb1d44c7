import { TELEMETRY_CHANNEL } from '@klw/contracts/telemetry';
import { startTelemetry, telemetrySettings } from './page-telemetry';

describe('telemetrySettings', () => {
  it("defaults to the page's own origin under the router base, one page in ten", () => {
    expect(telemetrySettings(undefined, '/')).toEqual({ collector: '/telemetry', sampleRate: 0.1 });
    expect(telemetrySettings({ telemetryCollectorUrl: '#{TelemetryCollectorUrl}' }, '/ZuivelNL.Klw.Web')).toEqual({
      collector: '/ZuivelNL.Klw.Web/telemetry',
      sampleRate: 0.1,
    });
  });

  it('takes the configured collector and rate; a rate that is no share stays within 0 and 1', () => {
    expect(telemetrySettings({ telemetryCollectorUrl: 'https://otel.example/klw/', telemetrySampleRate: 1 }, '')).toEqual({
      collector: 'https://otel.example/klw',
      sampleRate: 1,
    });
    expect(telemetrySettings({ telemetrySampleRate: 7 }, '')?.sampleRate).toBe(1);
    expect(telemetrySettings({ telemetrySampleRate: 'veel' }, '')?.sampleRate).toBe(0.1);
  });

  it('is off when the configuration says so', () => {
    expect(telemetrySettings({ telemetry: false }, '')).toBeNull();
    expect(telemetrySettings({ telemetry: 'off' }, '')).toBeNull();
  });
});

describe('startTelemetry', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[TELEMETRY_CHANNEL];
  });

  it('off: puts no channel on the page, so klw_auth reports no call', () => {
    startTelemetry({ telemetry: false }, '', '/melklevering/Index/{klwId}');
    expect((globalThis as Record<string, unknown>)[TELEMETRY_CHANNEL]).toBeUndefined();
  });

  it('on: the channel hands the client what was buffered, with the route template and the mounted screen', () => {
    startTelemetry({}, '', '/melklevering/Index/{klwId}');
    const channel = (globalThis as unknown as Record<string, { push(report: unknown): void; attach(sink: (event: unknown) => void): unknown[] }>)[TELEMETRY_CHANNEL]!;
    channel.push({ t: 'call', call: 'Auth/GetCallContextModel', status: 200, ms: 12 });
    const later: unknown[] = [];
    expect(channel.attach((event) => later.push(event))).toEqual([
      expect.objectContaining({ t: 'call', call: 'Auth/GetCallContextModel', route: '/melklevering/Index/{klwId}', active: null }),
    ]);
    channel.push({ t: 'call', call: 'Menu/GetMenu', status: 500, ms: 3 });
    expect(later).toEqual([expect.objectContaining({ call: 'Menu/GetMenu' })]);
  });
});
