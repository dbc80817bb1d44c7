import { pageNavigate } from './navigation';

describe('pageNavigate', () => {
  // 'Never resolves' is a statement about time: checked on jest's fake clock, an hour of it.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const pending = Symbol('pending');
  const outcome = async (promise: PromiseLike<void>): Promise<'stays' | typeof pending> => {
    let settled: 'stays' | typeof pending = pending;
    void Promise.resolve(promise).then(() => (settled = 'stays'));
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    return settled;
  };
  const withNavigation = (committed: Promise<unknown>) => {
    const assign = jest.fn();
    const navigate = jest.fn(() => ({ committed, finished: committed }));
    // The Navigation API as far as pageNavigate uses it.
    const window = { location: { assign }, navigation: { navigate } } as unknown as Parameters<typeof pageNavigate>[0];
    return { window, assign, navigate };
  };

  it("reports that the page stays when the browser's beforeunload question was answered with 'stay'", async () => {
    const committed = Promise.reject(new DOMException('Navigation was aborted', 'AbortError'));
    const { window, assign, navigate } = withNavigation(committed);
    await expect(outcome(pageNavigate(window)('/melklevering/Index/122'))).resolves.toBe('stays');
    expect(navigate).toHaveBeenCalledWith('/melklevering/Index/122');
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports nothing while the page goes, or when the navigation failed otherwise', async () => {
    await expect(outcome(pageNavigate(withNavigation(new Promise(() => undefined)).window)('/a'))).resolves.toBe(pending);
    const failed = Promise.reject(new TypeError('bad URL'));
    await expect(outcome(pageNavigate(withNavigation(failed).window)('/a'))).resolves.toBe(pending);
  });

  it('without the Navigation API, assigns the location and cannot tell whether the page stays', async () => {
    const assign = jest.fn();
    const navigate = pageNavigate({ location: { assign } } as unknown as Parameters<typeof pageNavigate>[0]);
    await expect(outcome(navigate('/melklevering/Index/122'))).resolves.toBe(pending);
    expect(assign).toHaveBeenCalledWith('/melklevering/Index/122');
  });
});
