import * as v from 'valibot';
import { MelkLeveringDataSchema, computeTotals } from '@klw/contracts';
import { api, ensureToken } from '../exposes/client';
import { resetAuthForTests } from '../testing';
import { getDefaultAuthorization } from '../token';
import { resetPage } from '../test-support/fake-api';
import { MOCK_DELAY_MS, MOCK_KLW_ID } from './mock-server';
import { melkLeveringFixture } from './melk-levering.fixture';

const realFetch = globalThis.fetch;
const fetchSpy = jest.fn(() => Promise.reject(new Error('no network in mock mode')));

beforeEach(() => {
  resetAuthForTests();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  fetchSpy.mockClear();
  window.klwConfig = { mockMode: true, apiBaseUrl: '#{ApiBaseUrl}' };
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  resetPage();
});

/** Resolves the promise by running the fake clock; returns what it settled to and when. */
async function settle<T>(promise: Promise<T>): Promise<{ value: T; afterMs: number }> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  let elapsed = 0;
  while (!done && elapsed < 10_000) {
    await jest.advanceTimersByTimeAsync(100);
    elapsed += 100;
  }
  return { value: await promise, afterMs: elapsed };
}

describe('mock mode', () => {
  it('answers after 1,500 ms, not before, with no network', async () => {
    let answered = false;
    const call = api.getMelkLeveringGegevens().then((data) => {
      answered = true;
      return data;
    });
    await jest.advanceTimersByTimeAsync(MOCK_DELAY_MS - 1);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    const data = await call;
    expect(MOCK_DELAY_MS).toBe(1_500);
    expect(data.kringloopwijzerId).toBe(MOCK_KLW_ID);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers every call from fixtures that fit their schemas', async () => {
    window.history.replaceState(null, '', '/melklevering/Index/321');
    const { value } = await settle(
      Promise.all([api.getCallContext(), api.getMenu(), api.getMelkLeveringGegevens(), ensureToken()]),
    );
    const [context, menu, melk] = value;
    expect(context).toMatchObject({ kringloopwijzerId: 321, kringloopwijzerJaar: 2024, gebruikerIsDeelnemer: true });
    expect(menu.MenuItems.map((item) => item.Titel)).toEqual(['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest', 'Rapportage']);
    expect(melk.kringloopwijzerId).toBe(321);
    expect(getDefaultAuthorization()).toBe('Bearer mock-token-321');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('holds a realistic year: a few months of pickups with consistent totals', () => {
    const data = v.parse(MelkLeveringDataSchema, melkLeveringFixture(1));
    expect(data.maanden.length).toBeGreaterThanOrEqual(3);
    for (const maand of data.maanden) expect(maand.leveringen.length).toBeGreaterThanOrEqual(8);
    expect(computeTotals(data.maanden).totaal).toEqual(data.totaal);
    expect(data.datumLaatsteLevering).toBe(data.maanden.at(-1)?.leveringen.at(-1)?.leverDatum);
    expect(data.totaal.fosfor).not.toBeNull();
  });

  it('keeps what was saved for the next Get', async () => {
    const { value: data } = await settle(api.getMelkLeveringGegevens());
    const { value: saved, afterMs } = await settle(
      api.saveMelkLeveringGegevens({ ...data, gebruikHandmatigeMelkRegistratie: true }),
    );
    expect(afterMs).toBe(MOCK_DELAY_MS);
    expect(saved.gebruikHandmatigeMelkRegistratie).toBe(true);
    const { value: again } = await settle(api.getMelkLeveringGegevens());
    expect(again.gebruikHandmatigeMelkRegistratie).toBe(true);
  });
});
