import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { FIRST_DATA_WAIT_MS, createRemoteApp, type RemoteLifecycles } from './remote-app';

function setup(load: (attempt: number, arrived: () => void) => Promise<unknown>, timeoutMs = 1000, firstData?: () => Promise<unknown> | undefined) {
  document.body.innerHTML = '<nav id="menu">menu</nav><div id="klw-app"></div>';
  const host = document.getElementById('klw-app') as HTMLElement;
  const app = createRemoteApp({ remote: 'klw_test', load, mountPoint: () => host, timeoutMs, klwId: 12, ...(firstData ? { firstData } : {}) });
  return { app, host };
}

function fakeRemote(overrides: Partial<RemoteLifecycles> = {}): RemoteLifecycles {
  return {
    mount: jest.fn(async (props) => {
      props.domElement.textContent = `scherm ${props.klwId}`;
    }),
    unmount: jest.fn(async (props) => {
      props.domElement.textContent = '';
    }),
    ...overrides,
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it("shows 'Laden...' while the remote loads, then the remote", async () => {
  let resolve: (value: unknown) => void = () => undefined;
  const { app } = setup(() => new Promise((r) => (resolve = r)));
  const mounting = app.mount();
  expect(screen.getByRole('status')).toHaveTextContent('Laden...');
  resolve(fakeRemote());
  await mounting;
  expect(screen.getByText('scherm 12')).toBeInTheDocument();
  expect(screen.queryByText('Laden...')).toBeNull();
});

it.each([
  ['a manifest that is not there', () => Promise.reject(new Error('HTTP 404 mf-manifest.json'))],
  ['a module without lifecycles', () => Promise.resolve({ something: 1 })],
  ['a mount that throws', () => Promise.resolve(fakeRemote({ mount: async () => { throw new Error('boem'); } }))],
  ['a mount that throws before it returns a promise', () => Promise.resolve(fakeRemote({ mount: () => { throw new Error('boem'); } }))],
])('shows the Dutch panel for %s and names the cause in the console', async (_case, load) => {
  const { app } = setup(load);
  await expect(app.mount()).resolves.toBeUndefined();
  expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
  expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  expect(screen.getByText('menu')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('klw_test'), expect.anything());
});

it('gives up after the time-out', async () => {
  const { app } = setup(() => new Promise(() => undefined), 50);
  await app.mount();
  expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
  expect(String(consoleError.mock.calls[0]?.[1])).toContain('time-out');
});

describe('on a slow line (fake clock)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  // eslint-disable-next-line no-restricted-syntax -- time is the subject: the load's files arrive on jest's fake clock
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('waits as long as its files keep arriving, each within the time-out of the last', async () => {
    const { app } = setup(async (_attempt, arrived) => {
      for (let file = 0; file < 5; file += 1) {
        await wait(15_000);
        arrived();
      }
      await wait(15_000);
      return fakeRemote();
    }, 20_000);
    const mounting = app.mount();
    // 90 s in all, with never more than 15 s between two files.
    await jest.advanceTimersByTimeAsync(90_000);
    await mounting;
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("mounts the screen once its first data have come, with 'Laden...' until then", async () => {
    const remote = fakeRemote();
    const data = wait(100);
    const firstData = jest.fn(() => data);
    const { app } = setup(async () => remote, 20_000, firstData);
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(99);
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    expect(remote.mount).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await mounting;
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
    // A later mount (the farmer comes back to the route) asks again; without data on their way it mounts at once.
    firstData.mockReturnValue(undefined as never);
    await app.unmount();
    await app.mount();
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
    expect(firstData).toHaveBeenCalledTimes(2);
  });

  it('mounts the screen after FIRST_DATA_WAIT_MS when its first data are slow: its own load panel takes over', async () => {
    const remote = fakeRemote();
    const { app } = setup(async () => remote, 20_000, () => new Promise(() => undefined));
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(remote.mount).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await mounting;
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
  });

  it('mounts nothing when the page was left while it waited for the first data', async () => {
    const remote = fakeRemote();
    const { app, host } = setup(async () => remote, 20_000, () => wait(100));
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(50);
    await app.unmount();
    await jest.advanceTimersByTimeAsync(100);
    await mounting;
    expect(remote.mount).not.toHaveBeenCalled();
    expect(host).toBeEmptyDOMElement();
  });

  it('gives up once nothing has arrived for the time-out, and says so', async () => {
    const { app } = setup(async (_attempt, arrived) => {
      await wait(15_000);
      arrived();
      return new Promise(() => undefined);
    }, 20_000);
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(34_999);
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    await jest.advanceTimersByTimeAsync(1);
    await mounting;
    expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('klw_test laadde niet binnen 20000 ms na het laatst binnengekomen bestand (time-out).');
  });

  it('shows the screen after all when the files arrive after the time-out, without a retry', async () => {
    const load = jest.fn(async () => {
      await wait(30_000);
      return fakeRemote();
    });
    const { app } = setup(load, 20_000);
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(20_000);
    await mounting;
    expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("mounts once when the late files arrive after 'Opnieuw proberen' was pressed", async () => {
    const remote = fakeRemote();
    const load = jest.fn(async (attempt: number) => {
      await wait(attempt === 1 ? 30_000 : 1_000);
      return remote;
    });
    const { app } = setup(load, 20_000);
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(20_000);
    await mounting;
    screen.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(remote.mount).toHaveBeenCalledTimes(1);
    expect(screen.getByText('scherm 12')).toBeInTheDocument();
  });

  it('leaves the page alone when the late files arrive after it was left', async () => {
    const remote = fakeRemote();
    const { app, host } = setup(async () => {
      await wait(30_000);
      return remote;
    }, 20_000);
    const mounting = app.mount();
    await jest.advanceTimersByTimeAsync(20_000);
    await mounting;
    await app.unmount();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(remote.mount).not.toHaveBeenCalled();
    expect(host).toBeEmptyDOMElement();
  });
});

it("gives up on a mount that never settles, and 'Opnieuw proberen' mounts again", async () => {
  let mounts = 0;
  const remote = fakeRemote({
    mount: jest.fn(async (props) => {
      mounts += 1;
      if (mounts === 1) return new Promise(() => undefined);
      props.domElement.textContent = `scherm ${props.klwId}`;
    }),
  });
  const { app } = setup(async () => remote, 50);
  await app.mount();
  expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
  expect(String(consoleError.mock.calls[0]?.[1])).toContain('klw_test toonde zich niet binnen 50 ms (time-out).');
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  await waitFor(() => expect(screen.getByText('scherm 12')).toBeInTheDocument());
});

it("recovers with 'Opnieuw proberen'", async () => {
  const load = jest.fn(async (attempt: number) => {
    if (attempt === 1) throw new Error('netwerkfout');
    return fakeRemote();
  });
  const { app } = setup(load);
  await app.mount();
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  await waitFor(() => expect(screen.getByText('scherm 12')).toBeInTheDocument());
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('unmounts the remote and empties the mount point', async () => {
  const remote = fakeRemote();
  const { app, host } = setup(async () => remote);
  await app.mount();
  await app.unmount();
  expect(remote.unmount).toHaveBeenCalledTimes(1);
  expect(host).toBeEmptyDOMElement();
});
