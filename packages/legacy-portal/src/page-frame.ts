// The frame every portal page shares: head with the page's configuration, header with the sign-out, the AngularJS
// menu for a signed-in user, the content, and the scripts. The server-rendered content sits under ng-non-bindable
// where React mounts: Angular must not compile it.
import { pageTitle } from '@klw/platform';
import { SIGN_OUT_DRAFTS_FIELD, SIGN_OUT_DRAFTS_REMOVE, SIGN_OUT_DRAFTS_TEXT, SIGN_OUT_PATH } from './shared/sign-out-protocol';
import type { KlwPageConfig } from './config';
import { MENU_TEMPLATE } from './menu-template';
import { SIGN_IN_USERS_TEMPLATE } from './sign-in-template';

/**
 * Signing in again within the page (SignInDialogController, opened by a screen through the host adapter after the
 * session ended): what the page holds, a farmer's typing included, stays, and the screen saves it after.
 */
const SIGN_IN_DIALOG = `
  <dialog id="klw-sign-in" class="card signin-dialog" ng-controller="SignInDialogController as signIn" aria-labelledby="klw-sign-in-title">
    <h2 id="klw-sign-in-title">Opnieuw aanmelden</h2>
    <p>Uw invoer blijft op deze pagina staan. Kies een gebruiker om mee aan te melden.</p>${SIGN_IN_USERS_TEMPLATE}
    <p><button type="button" class="link-button signin-dialog__cancel" ng-click="signIn.cancel()">Annuleren</button></p>
  </dialog>`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element (a JSON data block: never executed, so a strict CSP allows it). */
export function scriptJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface Frame {
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
  /** The CSP nonce of this answer, for the style elements the remotes create (@klw/platform/content-security-policy). */
  styleNonce?: string;
}

export function renderFrame(frame: Frame): string {
  const { base, config } = frame;
  const menu = frame.signedIn
    ? `
  <nav id="klw-menu" class="portal-menu" ng-controller="MenuController as menu" aria-label="Menu"
    data-base="${escapeHtml(base)}" data-year-switch-template="${escapeHtml(frame.yearSwitchTemplate)}"
    data-sign-out-href="${escapeHtml(`${base}${SIGN_OUT_PATH}`)}">${MENU_TEMPLATE}
  </nav>`
    : '';
  // A same-origin POST (a link or an image of another site cannot sign out). Explicit: this user's drafts go too,
  // which the text under the button says to everyone (a tooltip reaches neither a finger nor the keyboard).
  const signOut = frame.signedIn
    ? `<form class="portal-header__signout" method="post" action="${escapeHtml(`${base}${SIGN_OUT_PATH}`)}">
      <input type="hidden" name="${SIGN_OUT_DRAFTS_FIELD}" value="${SIGN_OUT_DRAFTS_REMOVE}">
      <button type="submit" class="link-button" aria-describedby="afmelden-uitleg">Afmelden</button>
      <span id="afmelden-uitleg" class="portal-header__hint">${SIGN_OUT_DRAFTS_TEXT}</span>
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
  </div>${frame.signedIn ? SIGN_IN_DIALOG : ''}
${scripts}
</body>
</html>
`;
}

