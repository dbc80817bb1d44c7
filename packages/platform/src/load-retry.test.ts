import { CHUNK_RETRY_EVENT, RETRY_DELAYS_MS, retryingLoadScript, type ChunkRetryDetail, type ScriptDone } from './load-retry.mjs';

const URL_OF_CHUNK = 'https://portal.example/apps/melklevering/0.1.0/info.ceba1b73bb.js';

/** webpack's script loading as a stand-in: the outcome of each try in turn, and the tries it was asked for. */
function scripts(outcomes: string[]) {
  const tries: { url: string; key?: string; chunkId?: string | number }[] = [];
  const load = (url: string, done: ScriptDone, key?: string, chunkId?: string | number) => {
    tries.push({ url, key, chunkId });
    done({ type: outcomes[tries.length - 1] ?? 'load' });
  };
  return { load, tries };
}

describe('a chunk loaded later whose script fails is asked for again inside webpack before its import() fails', () => {
  const retries: ChunkRetryDetail[] = [];
  const listen = (event: Event) => retries.push((event as CustomEvent<ChunkRetryDetail>).detail);

  beforeEach(() => {
    jest.useFakeTimers();
    retries.length = 0;
    addEventListener(CHUNK_RETRY_EVENT, listen);
  });
  afterEach(() => {
    removeEventListener(CHUNK_RETRY_EVENT, listen);
    jest.useRealTimers();
  });

  it('loads on the second try after the first wait; webpack hears only of the load, and the retry is announced', () => {
    const { load, tries } = scripts(['error', 'load']);
    const done = jest.fn();
    retryingLoadScript(load, RETRY_DELAYS_MS, 'klw_melklevering', CHUNK_RETRY_EVENT)(URL_OF_CHUNK, done, 'chunk-391', 391);
    expect(tries).toHaveLength(1);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime((RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(tries).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(tries).toEqual([
      { url: URL_OF_CHUNK, key: 'chunk-391', chunkId: 391 },
      { url: URL_OF_CHUNK, key: 'chunk-391', chunkId: 391 },
    ]);
    expect(done.mock.calls).toEqual([[{ type: 'load' }]]);
    expect(retries).toEqual([{ remote: 'klw_melklevering', attempt: 1, delayMs: RETRY_DELAYS_MS[0], type: 'error', url: URL_OF_CHUNK }]);
  });

  it('gives up after the last wait: webpack then hears of the last failure, once', () => {
    const { load, tries } = scripts(['error', 'timeout', 'error', 'load']);
    const done = jest.fn();
    retryingLoadScript(load, RETRY_DELAYS_MS, 'klw_melklevering', CHUNK_RETRY_EVENT)(URL_OF_CHUNK, done);
    jest.runAllTimers();
    expect(tries).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(done.mock.calls).toEqual([[{ type: 'error' }]]);
    expect(retries.map(({ attempt, delayMs, type }) => [attempt, delayMs, type])).toEqual([
      [1, RETRY_DELAYS_MS[0], 'error'],
      [2, RETRY_DELAYS_MS[1], 'timeout'],
    ]);
  });

  it('does not ask again for a script that loaded (a file without the chunk is the same file the next time)', () => {
    const { load, tries } = scripts(['load']);
    const done = jest.fn();
    retryingLoadScript(load, RETRY_DELAYS_MS, 'klw_melklevering', CHUNK_RETRY_EVENT)(URL_OF_CHUNK, done);
    jest.runAllTimers();
    expect(tries).toHaveLength(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(retries).toEqual([]);
  });
});
