// telemetry.js: the page's telemetry client as a script of its own (webpack.config.js), loaded by the shell once the
// screen has mounted or a failure must be sent. It attaches to the channel the shell put on the page; without one
// (telemetry off, a page without the shell) it does nothing.
import { TELEMETRY_CHANNEL } from '@klw/contracts/telemetry';
import { startClient } from './client';
import type { PageEvent, TelemetryHandoff } from './page-telemetry';

const handoff = (globalThis as { [TELEMETRY_CHANNEL]?: Partial<TelemetryHandoff> })[TELEMETRY_CHANNEL];
const script = document.currentScript as HTMLScriptElement | null;
if (handoff?.attach && handoff.settings && handoff.state && handoff.versionOf) {
  const { state, versionOf } = handoff;
  // The client starts at once on the backlog; an event can only come after (the page runs one script at a time).
  const client: { add?: (event: PageEvent) => void } = {};
  const backlog = handoff.attach((event) => client.add?.(event));
  client.add = startClient(handoff.settings, { state, versionOf }, backlog, script?.src ? { shellBase: new URL('.', script.src).href } : {});
}
