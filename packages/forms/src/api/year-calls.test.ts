import * as v from 'valibot';
import { callApiForResponse } from 'klw_auth/client';
import { yearCalls } from './year-calls';

jest.mock('klw_auth/client', () => ({ callApiForResponse: jest.fn() }));
const call = jest.mocked(callApiForResponse);

const ProefSchema = v.object({ aantal: v.number() });
const spec = {
  calls: {
    load: { call: 'GetProefGegevens', path: '/Proef/GetProefGegevens' },
    save: { call: 'SaveProefGegevens', path: '/Proef/SaveProefGegevens' },
  },
  dataSchema: ProefSchema,
};

/** The API answering the year's load with `aantal` and its version as ETag. */
const answers = (aantal: number, etag: string) => call.mockResolvedValueOnce({ data: { aantal }, headers: new Headers({ ETag: etag }) });

beforeEach(() => call.mockReset());

describe('yearCalls: the load started at page load', () => {
  it("is the screen's first load: one call, its answer and ETag; the next load asks again", async () => {
    const calls = yearCalls(spec);
    answers(1, '"v1"');
    calls.prefetch();
    calls.prefetch();
    expect(call).toHaveBeenCalledTimes(1);
    await expect(calls.load()).resolves.toEqual({ data: { aantal: 1 }, etag: '"v1"' });
    answers(2, '"v2"');
    await expect(calls.load()).resolves.toEqual({ data: { aantal: 2 }, etag: '"v2"' });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('failed, it is asked again by the first load, whose failure the screen then shows', async () => {
    const calls = yearCalls(spec);
    call.mockRejectedValueOnce(new Error('Geen verbinding'));
    calls.prefetch();
    answers(3, '"v3"');
    await expect(calls.load()).resolves.toEqual({ data: { aantal: 3 }, etag: '"v3"' });
    // Once per page: a second page-load starts nothing, and the load's own failure reaches the screen.
    calls.prefetch();
    expect(call).toHaveBeenCalledTimes(2);
    call.mockRejectedValueOnce(new Error('De sessie is verlopen.'));
    await expect(calls.load()).rejects.toThrow('De sessie is verlopen.');
  });

  it('is not taken when it is older than 30 s: the screen mounted much later (a route left and come back to)', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const calls = yearCalls(spec);
    answers(1, '"oud"');
    calls.prefetch();
    now.mockReturnValue(1_000_000 + 30_000);
    answers(2, '"nieuw"');
    await expect(calls.load()).resolves.toEqual({ data: { aantal: 2 }, etag: '"nieuw"' });
    now.mockRestore();
  });

  it('without a page-load, a load is one call as before', async () => {
    answers(4, '"v4"');
    await expect(yearCalls(spec).load()).resolves.toEqual({ data: { aantal: 4 }, etag: '"v4"' });
    expect(call).toHaveBeenCalledWith({ call: 'GetProefGegevens', path: '/Proef/GetProefGegevens', method: 'get', schema: ProefSchema });
  });
});

describe("yearCalls: the page load's answer in the screen's first render (firstAnswer)", () => {
  it('is there once the page-load has settled, and taken once: the next load asks the API', async () => {
    const calls = yearCalls(spec);
    expect(calls.firstAnswer()).toBeNull();
    answers(1, '"v1"');
    const settled = calls.prefetch();
    // Asked for, not yet answered: the screen loads as usual.
    expect(calls.firstAnswer()).toBeNull();
    await settled;
    expect(calls.firstAnswer()).toEqual({ data: { aantal: 1 }, etag: '"v1"' });
    expect(calls.firstAnswer()).toBeNull();
    answers(2, '"v2"');
    await expect(calls.load()).resolves.toEqual({ data: { aantal: 2 }, etag: '"v2"' });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is none after a failed page-load, whose promise still settles: the screen loads and shows its own failure', async () => {
    const calls = yearCalls(spec);
    call.mockRejectedValueOnce(new Error('Geen verbinding'));
    await expect(calls.prefetch()).resolves.toBeUndefined();
    expect(calls.firstAnswer()).toBeNull();
  });

  it('is none when older than 30 s', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const calls = yearCalls(spec);
    answers(1, '"oud"');
    await calls.prefetch();
    now.mockReturnValue(1_000_000 + 30_000);
    expect(calls.firstAnswer()).toBeNull();
    now.mockRestore();
  });
});
