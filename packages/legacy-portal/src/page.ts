// The HTML of the portal's pages: the frame every portal page shares (header, AngularJS menu, content),
// the demo sign-in page and the not-found page. The menu's markup is an AngularJS template, so the
// server-rendered content sits under ng-non-bindable: Angular must not compile what React mounts there.
import { LOADING_TEXT, RETRY_TEXT, SIGN_IN_AGAIN_TEXT } from '@klw/contracts';
import {
  LOADING_CLASS,
  MOUNT_POINT_ID,
  REGISTRY_ELEMENT_ID,
  registryHref,
  REMOTE_FILES_ELEMENT_ID,
  routesUrlFor,
} from '@klw/platform';
import { SIGN_OUT_DRAFTS_FIELD, SIGN_OUT_DRAFTS_REMOVE, SIGN_OUT_DRAFTS_TEXT, SIGN_OUT_PATH } from './client/return-url';
import type { KlwPageConfig } from './config';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element (a JSON data block: never executed, so a strict CSP allows it). */
function scriptJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function pageTitle(title: string): string {
  return `${title} - Kringloopwijzer`;
}

interface Frame {
  base: string;
  title: string;
  config: KlwPageConfig;
  signedIn: boolean;
  /** Where the year selector goes: a path with '{klwId}' (within the base). */
  yearSwitchTemplate: string;
  main: string;
  mainAttributes?: string;
  /**
   * Scripts after the portal's own (host adapter, shell). `fills` names the element a script fills (the shell: the
   * mount point); should the script not arrive, the portal's own script says so there (watchFillingScripts).
   */
  scripts?: (string | { src: string; fills: string })[];
  /** More of the head: data blocks and preloads, never executed script (the page's Content-Security-Policy). */
  head?: string;
  /** The CSP nonce of this answer, for the style elements the remotes create (@klw/platform/src/content-security-policy.js). */
  styleNonce?: string;
}

const MENU_TEMPLATE = `
    <div class="menu-farm" ng-if="menu.model" ng-cloak>
      <p class="menu-farm__name">{{ menu.model.Bedrijfsnaam || menu.model.DeelnemerBedrijfsnaam }}</p>
      <p class="menu-farm__user" ng-if="menu.model.Gebruikersnaam">{{ menu.model.Gebruikersnaam }}</p>
      <label class="menu-farm__label" for="klw-jaar">Kringloopwijzer</label>
      <select id="klw-jaar" class="menu-farm__year" ng-model="menu.yearChoice" ng-change="menu.switchYear()"
        ng-disabled="!menu.years.length"
        ng-options="year.value as year.text group by year.group disable when year.disabled for year in menu.years">
      </select>
      <p class="menu-farm__notice" ng-if="menu.notYours" role="alert">{{ menu.notYours }}</p>
      <p class="menu-farm__status" ng-if="menu.model.StatusOmschrijving && !menu.notYours" title="{{ menu.model.StatusUitlegTekst }}"
        ng-class="{'menu-farm__status--afgesloten': menu.statusClosed}">
        {{ menu.model.StatusOmschrijving }}
      </p>
    </div>
    <p class="menu-message" ng-if="menu.state === 'loading' && !menu.model" role="status">Menu laden...</p>
    <div class="menu-message menu-message--error" ng-if="menu.state === 'error'" role="alert" ng-cloak>
      <p>{{ menu.errorMessage }}</p>
      <button type="button" class="link-button" ng-if="menu.retryable" ng-click="menu.reload()">${RETRY_TEXT}</button>
      <form class="menu-message__form" method="post" ng-if="menu.sessionExpired" action="{{ menu.signInAgainHref }}">
        <button type="submit" class="link-button">${SIGN_IN_AGAIN_TEXT}</button>
      </form>
      <a ng-if="!menu.retryable && !menu.sessionExpired && !menu.onHomePage" ng-href="{{ menu.homeHref }}">Naar de startpagina</a>
    </div>
    <ul class="menu-groups" ng-cloak>
      <li class="menu-group" ng-repeat="group in menu.groups track by $index" ng-class="group.textClass">
        <a class="menu-group__title" ng-if="group.href" ng-href="{{ group.href }}"
          ng-attr-aria-current="{{ group.current ? 'page' : undefined }}">{{ group.titel }}</a>
        <span class="menu-group__title" ng-if="!group.href">{{ group.titel }}</span>
        <ul class="menu-items" ng-if="group.children.length">
          <li class="menu-item" ng-repeat="item in group.children track by $index"
            ng-class="[item.textClass, {'menu-item--gereed': item.gereed, 'menu-item--waarschuwing': item.waarschuwing, 'menu-item--actief': item.current}]">
            <a ng-href="{{ item.href }}" ng-attr-aria-current="{{ item.current ? 'page' : undefined }}">
              <span class="menu-item__titel">{{ item.titel }}</span>
              <span class="menu-state menu-state--waarschuwing" ng-if="item.waarschuwing" title="Waarschuwing">
                <span aria-hidden="true">&#9888;</span><span class="visually-hidden">Waarschuwing</span>
              </span>
              <span class="menu-state menu-state--gereed" ng-if="item.gereed" title="Gereed">
                <span aria-hidden="true">&#10003;</span><span class="visually-hidden">Gereed</span>
              </span>
            </a>
          </li>
        </ul>
      </li>
    </ul>`;

function renderFrame(frame: Frame): string {
  const { base, config } = frame;
  const menu = frame.signedIn
    ? `
  <nav id="klw-menu" class="portal-menu" ng-controller="MenuController as menu" aria-label="Menu"
    data-base="${escapeHtml(base)}" data-year-switch-template="${escapeHtml(frame.yearSwitchTemplate)}"
    data-sign-out-href="${escapeHtml(`${base}${SIGN_OUT_PATH}`)}">${MENU_TEMPLATE}
  </nav>`
    : '';
  // A same-origin POST (a link or an image of another site cannot sign out). Explicit: this user's drafts go too.
  const signOut = frame.signedIn
    ? `<form class="portal-header__signout" method="post" action="${escapeHtml(`${base}${SIGN_OUT_PATH}`)}">
      <input type="hidden" name="${SIGN_OUT_DRAFTS_FIELD}" value="${SIGN_OUT_DRAFTS_REMOVE}">
      <button type="submit" class="link-button" aria-describedby="afmelden-uitleg" title="${SIGN_OUT_DRAFTS_TEXT}">Afmelden</button>
      <span id="afmelden-uitleg" class="visually-hidden">${SIGN_OUT_DRAFTS_TEXT}</span>
    </form>`
    : '';
  // page-config.js turns the JSON block into window.klwConfig before anything reads it.
  const scripts = [`${base}/static/page-config.js`, `${base}/static/angular.min.js`, `${base}/static/portal-app.js`, ...(frame.scripts ?? [])]
    .map((script) => (typeof script === 'string' ? { src: script, fills: null } : script))
    .map(({ src, fills }) => `  <script src="${escapeHtml(src)}"${fills ? ` data-fills="${escapeHtml(fills)}"` : ''}></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="nl" ng-csp>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(pageTitle(frame.title))}</title>
  <link rel="icon" href="data:,">${frame.styleNonce ? `\n  <meta property="csp-nonce" nonce="${escapeHtml(frame.styleNonce)}">` : ''}
  <link rel="stylesheet" href="${escapeHtml(`${base}/static/angular-csp.css`)}">
  <link rel="stylesheet" href="${escapeHtml(`${base}/static/portal.css`)}">
  <script type="application/json" id="klw-config">${scriptJson(config)}</script>${frame.head ?? ''}
</head>
<body ng-app="klwPortal" ng-strict-di>
  <a class="skip-link" href="#inhoud">Naar de inhoud</a>
  <header class="portal-header">
    <a class="portal-header__brand" href="${escapeHtml(`${base}/Home/new`)}">
      <span class="portal-header__logo" aria-hidden="true">KLW</span>
      <span>Kringloopwijzer</span>
    </a>
    ${signOut}
  </header>
  <div class="portal-body${frame.signedIn ? '' : ' portal-body--no-menu'}">${menu}
  <main id="inhoud" class="portal-content" ${frame.mainAttributes ?? ''}>
${frame.main}
  </main>
  </div>
${scripts}
</body>
</html>
`;
}

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
  /** The remote entries this page preloads, by remote name: those it will run, as deployed (default: none). */
  entryPreloads?: ReadonlyMap<string, string>;
  /**
   * The remotes' manifests and route declarations as read for this request, by registry URL: put into the page
   * instead of preloaded, so the shell needs no request for them (a warm load revalidates none of them).
   */
  remoteFiles?: ReadonlyMap<string, unknown>;
  /** The CSP nonce of this answer, for the style elements the remotes create. */
  styleNonce?: string;
}

/**
 * The registry and the remotes' files as JSON data blocks (not executed), and a preload of every manifest or route
 * declaration not among those files and of the remote entries this page will run (`entryPreloads`): on a page load
 * with a warm cache, what is still revalidated runs beside shell.js instead of one request after another behind it.
 * The entry preloads carry no crossorigin, like the shell's own script tags, so its request uses them.
 */
function registryHead(
  registry: Readonly<Record<string, string>>,
  base: string,
  entryPreloads: ReadonlyMap<string, string>,
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
    const entry = entryPreloads.get(name);
    return [
      ...fetchPreload(manifest),
      ...fetchPreload(routesUrlFor(manifest)),
      ...(entry ? [`<link rel="preload" as="script" href="${escapeHtml(entry)}">`] : []),
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
    scripts: [`${input.base}/apps/host-adapter/host-adapter.js`, { src: `${input.base}/apps/shell/shell.js`, fills: MOUNT_POINT_ID }],
    head: input.registry
      ? registryHead(input.registry, input.base, input.entryPreloads ?? new Map(), input.remoteFiles ?? new Map())
      : undefined,
  });
}

export interface SignInPageInput {
  base: string;
  config: KlwPageConfig;
  styleNonce?: string;
}

export function renderSignInPage(input: SignInPageInput): string {
  return renderFrame({
    base: input.base,
    title: 'Aanmelden',
    config: input.config,
    styleNonce: input.styleNonce,
    signedIn: false,
    yearSwitchTemplate: '',
    mainAttributes: 'ng-controller="SignInController as signIn"',
    main: `    <section class="card signin" aria-labelledby="signin-title">
      <h1 id="signin-title">Aanmelden</h1>
      <p>Dit is de demo-omgeving van de Kringloopwijzer. Kies een gebruiker om mee aan te melden.</p>
      <noscript><p class="alert alert--error">Schakel JavaScript in om aan te melden.</p></noscript>
      <p class="muted" ng-if="signIn.state === 'loading'" role="status">Gebruikers laden...</p>
      <div class="alert alert--error" ng-if="signIn.state === 'unreachable'" role="alert" ng-cloak>
        <p><strong>De lokale API is niet bereikbaar.</strong></p>
        <p>Er kon geen verbinding worden gemaakt met {{ signIn.apiBaseUrl }}. Start de lokale API en probeer het opnieuw.</p>
        <button type="button" class="button" ng-click="signIn.load()">${RETRY_TEXT}</button>
      </div>
      <div class="alert alert--error" ng-if="signIn.state === 'failed'" role="alert" ng-cloak>
        <p>{{ signIn.errorMessage }}</p>
        <button type="button" class="button" ng-click="signIn.load()">${RETRY_TEXT}</button>
      </div>
      <p class="muted" ng-if="signIn.state === 'loaded' && !signIn.users.length" ng-cloak>Er zijn geen demogebruikers.</p>
      <ul class="signin-users" ng-if="signIn.users.length" ng-cloak>
        <li ng-repeat="user in signIn.users track by user.id">
          <button type="button" class="signin-user" ng-click="signIn.choose(user)" ng-disabled="signIn.busy">
            <span class="signin-user__naam">{{ user.naam }}</span>
            <span class="signin-user__rol">{{ user.rol }}</span>
          </button>
        </li>
      </ul>
      <p class="alert alert--error" ng-if="signIn.signInError" role="alert" ng-cloak>{{ signIn.signInError }}</p>
    </section>`,
  });
}

export interface NotFoundPageInput {
  base: string;
  config: KlwPageConfig;
  signedIn: boolean;
  path: string;
  styleNonce?: string;
}

export function renderNotFoundPage(input: NotFoundPageInput): string {
  return renderFrame({
    base: input.base,
    title: 'Pagina niet gevonden',
    config: input.config,
    styleNonce: input.styleNonce,
    signedIn: input.signedIn,
    yearSwitchTemplate: '/bedrijfsgegevens/Index/{klwId}',
    mainAttributes: 'ng-non-bindable',
    main: `    <section id="legacy-content" class="legacy-content" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Pagina niet gevonden</h1>
      <p>De pagina <code>${escapeHtml(input.path)}</code> bestaat niet in de Kringloopwijzer.</p>
      <p><a href="${escapeHtml(`${input.base}/Home/new`)}">Naar de startpagina</a></p>
    </section>`,
    // The portal's layout carries the shell on every page; on this one it only logs the unknown route.
    scripts: input.signedIn ? [`${input.base}/apps/host-adapter/host-adapter.js`, `${input.base}/apps/shell/shell.js`] : [],
  });
}
