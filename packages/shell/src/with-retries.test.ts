import { IncompatibleRemoteError } from './compatibility';
import { RETRY_DELAYS_MS } from '@klw/platform';
import { withRetries, type RetryReport } from './with-retries';

const noWait = () => Promise.resolve();

describe('a failed load is tried again before the panel shows', () => {
  it('succeeds on a later try, reporting each retry with its wait, growing', async () => {
    let tries = 0;
    const reports: RetryReport[] = [];
    const waits: number[] = [];
    const value = await withRetries(
      async () => {
        tries += 1;
        if (tries < 3) throw new Error(`poging ${tries}`);
        return 'geladen';
      },
      { onRetry: (report) => reports.push(report), wait: async (ms) => void waits.push(ms) },
    );
    expect(value).toBe('geladen');
    expect(reports.map(({ attempt, delayMs }) => [attempt, delayMs])).toEqual([
      [1, RETRY_DELAYS_MS[0]],
      [2, RETRY_DELAYS_MS[1]],
    ]);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(RETRY_DELAYS_MS[1]).toBeGreaterThan(RETRY_DELAYS_MS[0] ?? Infinity);
  });

  it('gives up after the last delay with the last failure', async () => {
    let tries = 0;
    const failing = withRetries(
      async () => {
        tries += 1;
        throw new Error(`poging ${tries}`);
      },
      { wait: noWait },
    );
    await expect(failing).rejects.toThrow('poging 3');
    expect(tries).toBe(RETRY_DELAYS_MS.length + 1);
  });

  it('never retries a remote built against other versions', async () => {
    const onRetry = jest.fn();
    let tries = 0;
    const refused = withRetries(
      async () => {
        tries += 1;
        throw new IncompatibleRemoteError('klw_x', [{ pkg: 'react', remoteVersion: '17.0.0', pageVersion: '18.3.1' }]);
      },
      { onRetry, wait: noWait },
    );
    await expect(refused).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(tries).toBe(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
