import { LOAD_FAILED_TEXT, LOADING_TEXT, RETRY_TEXT } from '@klw/contracts/texts';
import { LOADING_CLASS } from '@klw/platform';
import { record, screenActive, screenMounted, type Phase } from './telemetry/page-telemetry';

/**
 * A single-spa application owned by the shell that stands in for one federated remote: it shows 'Laden...'
 * while the remote loads, mounts the remote's own lifecycles inside the mount point, and turns every failure
 * (manifest 404, time-out, script error, a throwing mount) into a Dutch panel with a retry. Nothing is thrown
 * to the page, so the portal and its menu keep working.
 */
export interface RemoteLifecycles {
  bootstrap?: (props: RemoteProps) => Promise<unknown>;
  mount: (props: RemoteProps) => Promise<unknown>;
  unmount: (props: RemoteProps) => Promise<unknown>;
}

interface RemoteProps {
  name: string;
  domElement: HTMLElement;
  klwId: number | null;
  [key: string]: unknown;
}

export interface RemoteAppOptions {
  /** Federated remote name, for messages. */
  remote: string;
  /**
   * Loads the remote's lifecycles module; `attempt` counts from 1 so a retry can clear caches first. It calls
   * `arrived` each time one of the remote's files has arrived: the time-out counts from the last arrival, so a slow
   * line that keeps delivering is not cut off, while a load where nothing arrives for `timeoutMs` still ends in the
   * panel. It calls `step` as the load moves on to the next phase (its telemetry names the phase a failure ended
   * in, and the time each took): it starts in 'manifest'.
   */
  load: (attempt: number, arrived: () => void, step: (phase: Phase) => void) => Promise<unknown>;
  /** The portal's mount point. */
  mountPoint: () => HTMLElement | null;
  timeoutMs: number;
  klwId: number | null;
  onLoaded?: (remote: string) => void;
  /**
   * What the screen's first render needs, started by its page-load module before the screen's code had come (its
   * year and the page's call context). The screen is mounted once that has settled, or after FIRST_DATA_WAIT_MS at
   * most, while 'Laden...' stays: data that come quickly are in the screen's first render, instead of its load panel
   * first and then, a moment later, everything again. Asked for at each mount; undefined: mount at once.
   */
  firstData?: () => Promise<unknown> | undefined;
}

/**
 * How long a mount waits for its first data at most. On a warm load they come within about 100 ms; on a slow line the
 * screen's own load panel takes over after this.
 */
export const FIRST_DATA_WAIT_MS = 250;

/** Settles when `data` settles or after `ms`, whichever comes first; never rejects. */
function briefly(data: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    data.then(done, done);
  });
}

// Inline styles: the shell writes no global CSS into the portal page.
const FONT = 'font:14px/1.5 "Segoe UI","Segoe UI Web (West European)",-apple-system,sans-serif;color:#242424;';
const PANEL_STYLE =
  FONT + 'background:#fff;border:1px solid #e0e0e0;border-left:4px solid #c50f1f;border-radius:4px;padding:16px 20px;';
const BUTTON_STYLE =
  FONT + 'margin-top:8px;padding:5px 12px;border:1px solid #d1d1d1;border-radius:4px;background:#fff;cursor:pointer;font-weight:600;';
const LOADING_STYLE = FONT + 'padding:16px 0;color:#616161;';

function isLifecycles(value: unknown): value is RemoteLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof RemoteLifecycles, unknown>>;
  return typeof candidate.mount === 'function' && typeof candidate.unmount === 'function';
}

/** A Dutch alert panel in the mount point (the unknown route's message; the failure panel below). */
export function renderAlertPanel(host: HTMLElement, message: string): HTMLElement {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.className = 'klw-remote-error';
  panel.style.cssText = PANEL_STYLE;
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = message;
  panel.append(text);
  host.replaceChildren(panel);
  return panel;
}

/** The Dutch failure panel with its retry button, in the mount point; the shell's registry failure uses it too. */
export function renderFailurePanel(host: HTMLElement, onRetry: () => void): void {
  const panel = renderAlertPanel(host, LOAD_FAILED_TEXT);
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = BUTTON_STYLE;
  button.textContent = RETRY_TEXT;
  button.addEventListener('click', onRetry);
  panel.append(button);
}

/**
 * Runs `start` and rejects when it has not settled within `ms` of its start or of its last `arrived()`: a load that
 * keeps making progress is waited for, one that stalls is not.
 */
function withTimeout<T>(start: (arrived: () => void) => Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let progress = false;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const arm = (): void => {
      clearTimeout(timer);
      const after = progress ? ' na het laatst binnengekomen bestand' : '';
      timer = setTimeout(() => settle(() => reject(new Error(`${what} niet binnen ${ms} ms${after} (time-out).`))), ms);
    };
    const arrived = (): void => {
      if (settled) return;
      progress = true;
      arm();
    };
    arm();
    try {
      start(arrived).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
    } catch (error) {
      // A lifecycle that throws instead of rejecting.
      settle(() => reject(error));
    }
  });
}

export function createRemoteApp(options: RemoteAppOptions) {
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let container: HTMLElement | null = null;
  let mountedProps: RemoteProps | null = null;
  let attempt = 0;
  let active = false;

  function renderLoading(host: HTMLElement): void {
    const status = document.createElement('div');
    status.setAttribute('role', 'status');
    status.className = LOADING_CLASS;
    status.style.cssText = LOADING_STYLE;
    status.textContent = LOADING_TEXT;
    host.replaceChildren(status);
  }

  function renderFailure(host: HTMLElement): void {
    renderFailurePanel(host, () => {
      void show(host);
    });
  }

  async function show(host: HTMLElement): Promise<void> {
    attempt += 1;
    const thisAttempt = attempt;
    // The screen's calls are its own from the start: its page-load module's come before it mounts.
    screenActive(options.remote);
    renderLoading(host);
    const loading: { promise?: Promise<unknown> } = {};
    // The phase the load is in and how long each took (telemetry).
    let phase: Phase = 'manifest';
    const started = performance.now();
    let mark = started;
    const phases: Partial<Record<Phase, number>> = {};
    const step = (next: Phase): void => {
      const now = performance.now();
      phases[phase] = (phases[phase] ?? 0) + now - mark;
      mark = now;
      phase = next;
    };
    try {
      if (!lifecycles) {
        const loaded = await withTimeout(
          (arrived) => (loading.promise = options.load(thisAttempt, arrived, step)),
          options.timeoutMs,
          `${options.remote} laadde`,
        );
        if (!isLifecycles(loaded)) {
          throw new Error(`${options.remote} levert geen single-spa lifecycles (mount en unmount ontbreken).`);
        }
        lifecycles = loaded;
        step('mount');
        record({ t: 'load', remote: options.remote, phases, ms: performance.now() - started });
      }
      phase = 'mount';
      const firstData = options.firstData?.();
      if (firstData) await briefly(firstData, FIRST_DATA_WAIT_MS);
      if (!active) return;
      const mounting = performance.now();
      container = document.createElement('div');
      container.className = 'klw-remote';
      container.dataset.remote = options.remote;
      const props: RemoteProps = { name: options.remote, domElement: container, klwId: options.klwId };
      // A bootstrap or mount that never settles must not leave 'Laden...' or an empty screen forever.
      const remote = lifecycles;
      const bootstrap = remote.bootstrap?.bind(remote);
      if (!bootstrapped && bootstrap) await withTimeout(() => bootstrap(props), options.timeoutMs, `${options.remote} startte`);
      bootstrapped = true;
      host.replaceChildren(container);
      await withTimeout(() => remote.mount(props), options.timeoutMs, `${options.remote} toonde zich`);
      mountedProps = props;
      record({ t: 'mount', remote: options.remote, ms: performance.now() - mounting });
      screenMounted();
      options.onLoaded?.(options.remote);
    } catch (error) {
      console.error(`[klw-shell] Onderdeel ${options.remote} kon niet worden geladen:`, error);
      // Every failure that ends in the panel is sent, with the phase it ended in.
      if (active) record({ t: 'error', remote: options.remote, phase, error });
      // A failed mount may have left a half-rendered remote behind; try to take it down quietly.
      if (lifecycles && container && !mountedProps) {
        lifecycles.unmount({ name: options.remote, domElement: container, klwId: options.klwId }).catch(() => undefined);
      }
      container = null;
      if (!active) return;
      renderFailure(host);
      // A load cut off by the time-out can still finish: on a very slow line the two largest files may take longer
      // than the time-out to arrive side by side. Then the screen shows after all, as if 'Opnieuw proberen' had been
      // pressed, unless the farmer pressed it already or left the page.
      loading.promise?.then(
        (late) => {
          if (!active || lifecycles || attempt !== thisAttempt || !isLifecycles(late)) return;
          lifecycles = late;
          void show(host);
        },
        () => undefined,
      );
    }
  }

  return {
    bootstrap: async (): Promise<void> => undefined,
    mount: async (): Promise<void> => {
      active = true;
      const host = options.mountPoint();
      if (!host) {
        console.error(`[klw-shell] Geen mount point gevonden voor ${options.remote}; het onderdeel wordt niet getoond.`);
        return;
      }
      await show(host);
    },
    unmount: async (): Promise<void> => {
      active = false;
      screenActive(null);
      const host = options.mountPoint();
      const props = mountedProps;
      mountedProps = null;
      if (lifecycles && props) {
        try {
          await lifecycles.unmount(props);
        } catch (error) {
          console.error(`[klw-shell] Onderdeel ${options.remote} kon niet netjes worden afgesloten:`, error);
        }
      }
      host?.replaceChildren();
    },
  };
}
