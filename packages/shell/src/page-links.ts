import { navigateToUrl } from 'single-spa';
import { MOUNT_POINT_ID, pageTitle, routerBase, stripBase } from '@klw/platform';
import type { ScreenCatalog } from './screen-catalog';
import { matchPage } from './routes';

/**
 * A link on a screen's page (the portal's menu) to another screen of the same year is followed inside the page: the
 * shell unmounts this screen and mounts the next one, while the portal, AngularJS, the shell, klw_auth and the shared
 * libraries stay as they are, as in one application. Any other link is the full page load it always was: another
 * year (the page's year is the portal's, in its hidden field and its menu), a route the portal renders itself, a page
 * of the portal's own, another site, a new tab.
 */
export interface PageLinkOptions {
  catalog: ScreenCatalog;
  /** The year of the page as the portal rendered it. */
  klwId: number | null;
  doc?: Document;
  /** A full page load (default: location.assign). */
  assign?: (url: string) => void;
  /** single-spa's navigation within the page (default: navigateToUrl). */
  navigate?: (url: string) => void;
}

function screenPage(doc: Document): boolean {
  const host = doc.getElementById(MOUNT_POINT_ID);
  return host !== null && host.dataset.owner !== 'portal';
}

/** The same-site link a click follows, or null for a click the browser must handle as it would. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  return anchor.target === '' || anchor.target === '_self' ? anchor : null;
}

export function followPageLinks({ catalog, klwId, doc = document, assign = (url) => window.location.assign(url), navigate = navigateToUrl }: PageLinkOptions): void {
  const location = doc.defaultView?.location ?? window.location;
  doc.addEventListener('click', (event) => {
    const anchor = followedLink(event);
    if (!anchor || klwId === null || !screenPage(doc)) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || routerBase(url.pathname) !== routerBase(location.pathname) || url.hash !== '') return;
    const target = matchPage(stripBase(url.pathname));
    if (!target || target.klwId !== klwId || url.href === location.href) return;
    // Decided now, before the browser leaves: which screen renders the route may take a request to find out.
    event.preventDefault();
    catalog.find(target.route.path).then(
      (claim) => (claim ? navigate(url.href) : assign(url.href)),
      // The registry could not be read: the full page load shows what the server knows.
      () => assign(url.href),
    );
  });
  // The page's title follows the screen shown (the portal wrote the first one).
  doc.defaultView?.addEventListener('single-spa:routing-event', () => {
    const page = matchPage(stripBase(location.pathname));
    if (page) doc.title = pageTitle(catalog.known(page.route.path)?.title ?? page.route.title);
  });
}
