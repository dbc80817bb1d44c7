import { routeKey, type MigratedRoutes, type RouteClaim } from '@klw/platform';
import { ScreenCatalog } from './screen-catalog';
import { followPageLinks } from './page-links';

const claim = (remote: string, path: string, title: string): RouteClaim => ({ remote, path, title, module: './lifecycles' });
const routes = (...claims: RouteClaim[]): MigratedRoutes => ({ claims: new Map(claims.map((one) => [routeKey(one.path), one])), problems: [] });
const MILK = claim('klw_melklevering', '/melklevering/Index/{klwId}', 'Melklevering');
const FEED = claim('klw_krachtvoer', '/voer/krachtvoer/Index/{klwId}', 'Krachtvoer');

/** A screen's page of year 1023 with the menu's links, in a document of its own (every test adds its own listener). */
function screenPage(owner?: string) {
  const doc = document.implementation.createHTMLDocument('pagina');
  Object.defineProperty(doc, 'defaultView', { value: window });
  doc.body.innerHTML = `
    <nav><a href="/voer/krachtvoer/Index/1023">Krachtvoer</a><a href="/voer/krachtvoer/Index/1001">Krachtvoer 2021</a>
    <a href="/Home/new">Start</a><a href="/voer/krachtvoer/Index/1023" target="_blank">Nieuw tabblad</a>
    <a href="/bedrijfsgegevens/Index/1023">Bedrijfsgegevens</a></nav>
    <div id="klw-app"${owner ? ` data-owner="${owner}"` : ''}></div>`;
  return doc;
}

function setUp(owner?: string, loadRest: () => Promise<MigratedRoutes> = async () => routes(MILK, FEED)) {
  window.history.replaceState(null, '', '/melklevering/Index/1023');
  const doc = screenPage(owner);
  const navigate = jest.fn();
  const assign = jest.fn();
  const catalog = new ScreenCatalog(routes(MILK), false, loadRest, jest.fn());
  followPageLinks({ catalog, klwId: 1023, doc, navigate, assign });
  const click = (name: string, init: MouseEventInit = {}) => {
    const link = [...doc.querySelectorAll('a')].find((anchor) => anchor.textContent === name);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    link?.dispatchEvent(event);
    return event;
  };
  return { navigate, assign, click };
}

describe('followPageLinks: a menu link to another screen of the year is followed inside the page', () => {
  it('goes to Krachtvoer in the page once the rest of the registry says Krachtvoer renders it', async () => {
    const { navigate, assign, click } = setUp();
    expect(click('Krachtvoer').defaultPrevented).toBe(true);
    await Promise.resolve();
    await new Promise(process.nextTick);
    expect(navigate).toHaveBeenCalledWith('http://localhost/voer/krachtvoer/Index/1023');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page of a route no screen renders, and any page when the registry cannot be read', async () => {
    const { navigate, assign, click } = setUp();
    click('Bedrijfsgegevens');
    await new Promise(process.nextTick);
    expect(assign).toHaveBeenCalledWith('http://localhost/bedrijfsgegevens/Index/1023');

    const failing = setUp(undefined, async () => Promise.reject(new Error('geen register')));
    failing.click('Krachtvoer');
    await new Promise(process.nextTick);
    expect(failing.assign).toHaveBeenCalledWith('http://localhost/voer/krachtvoer/Index/1023');
    expect(navigate).not.toHaveBeenCalled();
    expect(failing.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['another year', 'Krachtvoer 2021', {}],
    ['a page outside the year', 'Start', {}],
    ['a new tab', 'Nieuw tabblad', {}],
    ['ctrl-click', 'Krachtvoer', { ctrlKey: true }],
    ['the middle button', 'Krachtvoer', { button: 1 }],
  ])('leaves %s to the browser', (_, name, init) => {
    const { navigate, assign, click } = setUp();
    expect(click(name, init).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves every link to the browser on a page the portal renders itself', () => {
    const { click } = setUp('portal');
    expect(click('Krachtvoer').defaultPrevented).toBe(false);
  });
});
