import { isDevelopmentPort, parseKlwId, routeHref, routeKey, type MigratedRoutes } from '@klw/platform';
import { fetchManifest } from './compatibility';
import type { Registry } from './registry';
import { routes } from './routes';

/** The development flag of docs/PRODUCT.md section 7: set when the page port is 3000. */
export function isDevelopmentOrigin(location: Pick<Location, 'port'>): boolean {
  return isDevelopmentPort(location.port);
}

/**
 * The debug selection page at '/', only on the local development server: every screen of the route table,
 * with one klwId field that fills in every link.
 */
export function renderDebugPage(host: HTMLElement, registry: Registry, migrated: MigratedRoutes): void {
  const root = document.createElement('section');
  root.className = 'klw-debug';
  const heading = document.createElement('h1');
  heading.textContent = 'Schermen kiezen (ontwikkeling)';
  const label = document.createElement('label');
  label.textContent = 'klwId ';
  const input = document.createElement('input');
  input.type = 'number';
  input.min = '1';
  input.name = 'klwId';
  input.value = localStorage.getItem('klw.debug.klwId') ?? '1023';
  label.append(input);

  const list = document.createElement('ul');
  const links: Array<{ anchor: HTMLAnchorElement; path: string }> = [];
  for (const route of routes) {
    const item = document.createElement('li');
    const anchor = document.createElement('a');
    const claim = migrated.claims.get(routeKey(route.path));
    anchor.textContent = `${route.title} (${route.path})${claim ? ` - vernieuwd (${claim.remote})` : ''}`;
    links.push({ anchor, path: route.path });
    item.append(anchor);
    list.append(item);
  }
  const update = (): void => {
    const klwId = String(parseKlwId(input.value) ?? 1);
    localStorage.setItem('klw.debug.klwId', klwId);
    for (const { anchor, path } of links) anchor.href = routeHref(path, klwId);
  };
  input.addEventListener('input', update);
  update();

  const versionList = document.createElement('dl');
  versionList.className = 'klw-debug-versions';
  const versionsHeading = document.createElement('h2');
  versionsHeading.textContent = 'Onderdelen in het register';
  for (const [name, url] of Object.entries(registry)) {
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = `${url} - versie wordt gelezen...`;
    versionList.append(dt, dd);
    fetchManifest(url).then(
      (manifest) => (dd.textContent = `${url} - versie ${manifest.metaData?.buildInfo?.buildVersion ?? 'onbekend'}`),
      (error: unknown) => (dd.textContent = `${url} - niet bereikbaar (${String(error)})`),
    );
  }
  root.append(heading, label, list, versionsHeading, versionList);
  host.replaceChildren(root);
}
