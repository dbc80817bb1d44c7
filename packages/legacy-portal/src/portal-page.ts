// The portal's page of a route: a migrated route's mount point saying 'Laden...' with the registry and the remotes'
// files carried in the page, or the portal's own (stand-in) screen.
import { LOADING_TEXT } from '@klw/contracts/texts';
import { LOADING_CLASS, MOUNT_POINT_ID, REGISTRY_ELEMENT_ID, registryHref, REMOTE_FILES_ELEMENT_ID, routesUrlFor } from '@klw/platform';
import type { KlwPageConfig } from './config';
import { escapeHtml, renderFrame, scriptJson } from './page-frame';

export interface PortalPageInput {
  base: string;
  config: KlwPageConfig;
  title: string;
  klwId: number | null;
  /** True when a remote renders this route; otherwise the portal shows its own (stand-in) screen. */
  migrated: boolean;
  yearSwitchTemplate: string;
  /**
   * The registry (remote name -> manifest URL) as deployed now, put into the page so the shell need not fetch it,
   * and the remotes' manifests and route declarations preloaded beside shell.js. Absent: the shell fetches it.
   */
  registry?: Readonly<Record<string, string>>;
  /** The scripts this page preloads, by remote name: the first ones the shell will run, as deployed (default: none). */
  scriptPreloads?: ReadonlyMap<string, readonly string[]>;
  /**
   * The remotes' manifests and route declarations as read for this request, by registry URL: put into the page
   * instead of preloaded, so the shell needs no request for them (a warm load revalidates none of them).
   */
  remoteFiles?: ReadonlyMap<string, unknown>;
  /** The CSP nonce of this answer, for the style elements the remotes create. */
  styleNonce?: string;
  /**
   * The shell's script as the registry names it for this browser ('apps/shell/<version>/shell.js', the canary's for a
   * browser in its share; `shellFiles` of @klw/platform).
   */
  shellScript: string;
}

/**
 * The registry and the remotes' files as JSON data blocks (not executed), and a preload of every manifest or route
 * declaration not among those files and of the first scripts this page will run (`scriptPreloads`): on a page load
 * with a warm cache, what is still revalidated runs beside shell.js instead of one request after another behind it.
 * The entry preloads carry no crossorigin, like the shell's own script tags, so its request uses them.
 */
function registryHead(
  registry: Readonly<Record<string, string>>,
  base: string,
  scriptPreloads: ReadonlyMap<string, readonly string[]>,
  files: ReadonlyMap<string, unknown>,
): string {
  const inPage: Record<string, unknown> = {};
  const fetchPreload = (url: string): string[] => {
    const href = registryHref(url, base);
    if (files.has(url)) {
      inPage[href] = files.get(url);
      return [];
    }
    return [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`];
  };
  const links = Object.entries(registry).flatMap(([name, manifest]) => {
    return [
      ...fetchPreload(manifest),
      ...fetchPreload(routesUrlFor(manifest)),
      ...(scriptPreloads.get(name) ?? []).map((script) => `<link rel="preload" as="script" href="${escapeHtml(script)}">`),
    ];
  });
  return [
    `\n  <script type="application/json" id="${REGISTRY_ELEMENT_ID}">${scriptJson(registry)}</script>`,
    ...(Object.keys(inPage).length > 0
      ? [`\n  <script type="application/json" id="${REMOTE_FILES_ELEMENT_ID}">${scriptJson(inPage, 0)}</script>`]
      : []),
    ...links.map((link) => `\n  ${link}`),
  ].join('');
}

export function renderPortalPage(input: PortalPageInput): string {
  // A migrated route's mount point says 'Laden...' from the first paint; the shell replaces it (LOADING_TEXT).
  const loading = `<div role="status" class="${LOADING_CLASS}">${escapeHtml(LOADING_TEXT)}</div>`;
  const legacy = input.migrated
    ? ''
    : `
    <section id="legacy-content" class="legacy-content" aria-labelledby="legacy-title">
      <h1 id="legacy-title">${escapeHtml(input.title)}</h1>
      <p>Dit is het bestaande portaalscherm '${escapeHtml(input.title)}'.</p>
      <p class="muted">Dit scherm is nog niet vernieuwd; het portaal toont het zelf.</p>
    </section>`;
  return renderFrame({
    base: input.base,
    title: input.title,
    config: input.config,
    signedIn: true,
    yearSwitchTemplate: input.yearSwitchTemplate,
    styleNonce: input.styleNonce,
    mainAttributes: 'ng-non-bindable',
    main: `    <input type="hidden" id="selectedKringloopwijzerId" value="${input.klwId ?? ''}">
    <div id="${MOUNT_POINT_ID}"${input.migrated ? `>${loading}` : ' data-owner="portal">'}</div>${legacy}`,
    scripts: [`${input.base}/apps/host-adapter/host-adapter.js`, { src: registryHref(input.shellScript, input.base), fills: MOUNT_POINT_ID }],
    head: input.registry
      ? registryHead(input.registry, input.base, input.scriptPreloads ?? new Map(), input.remoteFiles ?? new Map())
      : undefined,
  });
}

