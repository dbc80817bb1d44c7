import { routeKey, type MigratedRoutes, type RouteClaim } from '@klw/platform';
import { ScreenCatalog } from './screen-catalog';

const claim = (remote: string, path: string, title = remote): RouteClaim => ({ remote, path, title, module: './lifecycles' });
const routes = (...claims: RouteClaim[]): MigratedRoutes => ({ claims: new Map(claims.map((one) => [routeKey(one.path), one])), problems: [] });

const MILK = claim('klw_melklevering', '/melklevering/Index/{klwId}');
const FEED = claim('klw_krachtvoer', '/voer/krachtvoer/Index/{klwId}');

describe('ScreenCatalog: the page knows its own screen, and reads the rest once the farmer goes elsewhere', () => {
  it('answers the page\'s own screen without a request', async () => {
    const loadRest = jest.fn(async () => routes(MILK, FEED));
    const catalog = new ScreenCatalog(routes(MILK), false, loadRest, jest.fn());
    await expect(catalog.find(MILK.path)).resolves.toBe(MILK);
    expect(loadRest).not.toHaveBeenCalled();
  });

  it('reads the rest once for a route no known screen renders, and hands on only the screens it did not know', async () => {
    const otherMilk = claim('klw_melklevering', MILK.path, 'een andere versie');
    const loadRest = jest.fn(async () => routes(otherMilk, FEED));
    const onNew = jest.fn();
    const catalog = new ScreenCatalog(routes(MILK), false, loadRest, onNew);
    const [first, second] = await Promise.all([catalog.find(FEED.path), catalog.find(FEED.path)]);
    expect(first).toBe(FEED);
    expect(second).toBe(FEED);
    expect(onNew).toHaveBeenCalledTimes(1);
    expect([...(onNew.mock.calls[0]?.[0] as MigratedRoutes).claims.values()]).toEqual([FEED]);
    // What the page runs stays as the page had it.
    expect(catalog.known(MILK.path)).toBe(MILK);
    // A route nobody renders: the deployment is known now, nothing more to read.
    await expect(catalog.find('/Home/new')).resolves.toBeUndefined();
    expect(loadRest).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the registry was read whole', async () => {
    const loadRest = jest.fn(async () => routes(MILK, FEED));
    const catalog = new ScreenCatalog(routes(MILK), true, loadRest, jest.fn());
    await expect(catalog.find(FEED.path)).resolves.toBeUndefined();
    expect(loadRest).not.toHaveBeenCalled();
  });

  it('rejects when the rest could not be read, and tries again on the next route', async () => {
    const loadRest = jest.fn<Promise<MigratedRoutes>, []>().mockRejectedValueOnce(new Error('geen register')).mockResolvedValueOnce(routes(FEED));
    const catalog = new ScreenCatalog(routes(MILK), false, loadRest, jest.fn());
    await expect(catalog.find(FEED.path)).rejects.toThrow('geen register');
    await expect(catalog.find(FEED.path)).resolves.toBe(FEED);
  });
});
