import { waitFor } from '@testing-library/react';
import type { CallContext } from '@klw/contracts/calls';
import { selectReadOnly, sessionStore } from './exposes/session';
import { FakeApi, startFakeApi, stopFakeApi } from './test-support/fake-api';

let server: FakeApi;

beforeEach(async () => {
  server = await startFakeApi();
});

afterEach(() => stopFakeApi(server));

const BASE = {
  gebruikerId: 1,
  deelnemerId: 2,
  proxyId: null,
  proxyKvk: null,
  kringloopwijzerId: 10,
  naam: 'Test',
  kringloopwijzerJaar: 2024,
  gebruikerKvKNummer: null,
  gebruikerIsSBMedewerker: false,
  gebruikerIsDemoGebruiker: false,
};

interface Row {
  status: number | null;
  deelnemer: boolean;
  volmacht: boolean;
  authorized: boolean;
  readOnly: boolean;
}

// docs/PRODUCT.md section 4: closed years (status > 1) for everyone; open years only for non-participants without a
// proxy and without authorization.
const TABLE: Row[] = [
  { status: 2, deelnemer: true, volmacht: true, authorized: true, readOnly: true },
  { status: 3, deelnemer: true, volmacht: false, authorized: false, readOnly: true },
  { status: 1, deelnemer: true, volmacht: false, authorized: false, readOnly: false },
  { status: 1, deelnemer: false, volmacht: true, authorized: false, readOnly: false },
  { status: 1, deelnemer: false, volmacht: false, authorized: true, readOnly: false },
  { status: 1, deelnemer: false, volmacht: false, authorized: false, readOnly: true },
  { status: 0, deelnemer: true, volmacht: false, authorized: false, readOnly: false },
  { status: 0, deelnemer: false, volmacht: false, authorized: false, readOnly: true },
];

describe('sessionStore and selectReadOnly', () => {
  it('is read-only before the call context has loaded, and while it loads', async () => {
    expect(sessionStore.getState().status).toBe('idle');
    expect(selectReadOnly(sessionStore.getState())).toBe(true);
    const loading = sessionStore.getState().load();
    expect(sessionStore.getState().status).toBe('loading');
    expect(selectReadOnly(sessionStore.getState())).toBe(true);
    await loading;
    expect(sessionStore.getState().status).toBe('loaded');
  });

  it.each(TABLE)(
    'status $status, deelnemer $deelnemer, volmacht $volmacht, authorized $authorized -> read-only $readOnly',
    async ({ status, deelnemer, volmacht, authorized, readOnly }) => {
      server.onAuthorized('GET /Auth/GetCallContextModel', () => ({
        ...BASE,
        kringloopwijzerStatusId: status,
        gebruikerIsDeelnemer: deelnemer,
        volmacht,
        gebruikerIsAuthorized: authorized,
      }));
      await sessionStore.getState().load();
      const state = sessionStore.getState();
      expect(state.status).toBe('loaded');
      expect(selectReadOnly(state)).toBe(readOnly);
    },
  );

  it('loads the call context once for every screen that asks', async () => {
    await Promise.all([sessionStore.getState().load(), sessionStore.getState().load(), sessionStore.getState().load()]);
    await sessionStore.getState().load();
    expect(server.count('/Auth/GetCallContextModel')).toBe(1);
    expect(server.count('/Menu/RefreshToken')).toBe(1);
    expect(sessionStore.getState().callContext).toMatchObject<Partial<CallContext>>({ kringloopwijzerJaar: 2024 });
  });

  it('records a failure as status error with a message, stays read-only, and loads again on the next call', async () => {
    server.on('GET /Auth/GetCallContextModel', () => ({ status: 500, body: { message: 'Database niet beschikbaar' } }));
    await sessionStore.getState().load();
    expect(sessionStore.getState()).toMatchObject({ status: 'error', error: 'Database niet beschikbaar', callContext: null, sessionEnded: false });
    expect(selectReadOnly(sessionStore.getState())).toBe(true);

    server.onAuthorized('GET /Auth/GetCallContextModel', () => ({ ...BASE, kringloopwijzerStatusId: 1, gebruikerIsDeelnemer: true }));
    await sessionStore.getState().load();
    expect(sessionStore.getState()).toMatchObject({ status: 'loaded', error: null });
    expect(selectReadOnly(sessionStore.getState())).toBe(false);
  });

  describe('prefetch (at page load, before a screen mounts)', () => {
    const CONTEXT = '/Auth/GetCallContextModel';

    it("asks for the call context once; the screen's load takes that answer", async () => {
      sessionStore.getState().prefetch?.();
      expect(sessionStore.getState().status).toBe('loading');
      await sessionStore.getState().load();
      expect(sessionStore.getState()).toMatchObject({ status: 'loaded', error: null });
      expect(server.count(CONTEXT)).toBe(1);
      // A second prefetch (another screen's page-load module) asks nothing more.
      sessionStore.getState().prefetch?.();
      expect(server.count(CONTEXT)).toBe(1);
    });

    it('settles once the call context has come: what the shell waits for before it mounts the screen', async () => {
      await sessionStore.getState().prefetch?.();
      expect(sessionStore.getState()).toMatchObject({ status: 'loaded', error: null });
      expect(server.count(CONTEXT)).toBe(1);
    });

    it('settles, without a failure, when the call context could not be loaded', async () => {
      server.on(`GET ${CONTEXT}`, () => ({ status: 500, body: { message: 'Database niet beschikbaar' } }));
      await expect(sessionStore.getState().prefetch?.()).resolves.toBeUndefined();
      expect(sessionStore.getState()).toMatchObject({ status: 'idle', error: null });
    });

    it("forgets a failure no screen waited for: the screen's own load asks again and shows its own failure", async () => {
      server.on(`GET ${CONTEXT}`, () => ({ status: 500, body: { message: 'Database niet beschikbaar' } }));
      sessionStore.getState().prefetch?.();
      await waitFor(() => expect(server.count(CONTEXT)).toBeGreaterThan(0));
      await waitFor(() => expect(sessionStore.getState().status).toBe('idle'));
      expect(sessionStore.getState().error).toBeNull();
      const asked = server.count(CONTEXT);

      await sessionStore.getState().load();
      expect(server.count(CONTEXT)).toBeGreaterThan(asked);
      expect(sessionStore.getState()).toMatchObject({ status: 'error', error: 'Database niet beschikbaar' });
    });

    it('keeps the failure when a screen joined the load: the screen shows it', async () => {
      server.on(`GET ${CONTEXT}`, () => ({ status: 500, body: { message: 'Database niet beschikbaar' } }));
      sessionStore.getState().prefetch?.();
      await sessionStore.getState().load();
      expect(sessionStore.getState()).toMatchObject({ status: 'error', error: 'Database niet beschikbaar' });
      await Promise.resolve();
      expect(sessionStore.getState().status).toBe('error');
    });
  });

  it("says the session ended, and offers no retry but signing in again, when the token refresh is refused", async () => {
    server.on('POST /Menu/RefreshToken', () => ({ status: 401, body: { message: 'Het token is verlopen.' } }));
    await sessionStore.getState().load();
    expect(sessionStore.getState()).toMatchObject({
      status: 'error',
      error: 'Uw sessie is verlopen. Meld u opnieuw aan.',
      retryable: false,
      sessionEnded: true,
      callContext: null,
    });
  });
});
