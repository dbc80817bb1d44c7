import { actionsFor, type Consent, type ConsentAction, type ConsentKind, type ConsentStatus } from './consents';

// The stand-in integration's pages: one per consent and mandate route, each with the consents the farmer can act on
// there. Plain HTML forms; the only script is the one that reports the page's height to the portal (embed.js).
// Framed under the portal's own heading, a page shows no title of its own (its document title names it) and no
// text for developers: which route, client id and language it was asked for are data attributes on <main>, for the
// tests.

export interface RoutePage {
  path: string;
  heading: string;
  kind: ConsentKind;
  /** The statuses the page lists; all when absent. */
  statuses?: readonly ConsentStatus[];
  empty: string;
}

const ROUTE_PAGES: readonly RoutePage[] = [
  { path: '/approved-participations', heading: 'Goedgekeurde deelnames', kind: 'deelname', statuses: ['goedgekeurd'], empty: 'Er zijn geen goedgekeurde deelnames.' },
  { path: '/unapproved-participations', heading: 'Niet-goedgekeurde deelnames', kind: 'deelname', statuses: ['niet-goedgekeurd'], empty: 'Er wachten geen deelnames op goedkeuring.' },
  { path: '/revoked-participations', heading: 'Ingetrokken deelnames', kind: 'deelname', statuses: ['ingetrokken'], empty: 'Er zijn geen ingetrokken deelnames.' },
  { path: '/mandates', heading: 'Machtigingen', kind: 'machtiging', empty: 'Er zijn geen machtigingen.' },
  { path: '/manage-participations', heading: 'Deelnames beheren', kind: 'deelname', empty: 'Er zijn geen deelnames.' },
  { path: '/manage-purposes', heading: 'Doelen beheren', kind: 'doel', empty: 'Er zijn geen doelen.' },
];

/** Where a link that leaves the integration goes: it opens in a new tab (ADR 011). */
const INFO_URL = 'https://www.example.org/gegevensdeling';

const ACTION_TEXT: Record<ConsentAction, string> = { goedkeuren: 'Goedkeuren', intrekken: 'Intrekken' };

/** A status as the screens show one: a word in a badge, coloured by what it means for the farmer. */
const STATUS_TEXT: Record<ConsentStatus, string> = { goedgekeurd: 'Goedgekeurd', 'niet-goedgekeurd': 'Niet goedgekeurd', ingetrokken: 'Ingetrokken' };

/** What a farmer reads above the list after an action went through (the page after the form says so). */
const DONE_TEXT: Record<ConsentAction, (naam: string) => string> = {
  goedkeuren: (naam) => `U heeft de toestemming van ${naam} goedgekeurd.`,
  intrekken: (naam) => `U heeft de toestemming van ${naam} ingetrokken. ${naam} ontvangt deze gegevens niet meer.`,
};

/** The query parameters of the page after an action: which action went through, for which consent. */
export const DONE_PARAMS = { action: 'gedaan', id: 'id' } as const;

export function routePageOf(pathname: string): RoutePage | null {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return ROUTE_PAGES.find((page) => page.path === wanted) ?? null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function document(title: string, body: string, mainAttributes = ''): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Gegevensdeling</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/embed.css">
<script src="/embed.js" defer></script>
</head>
<body>
<main${mainAttributes}>
${body}
</main>
</body>
</html>
`;
}

function consentItem(consent: Consent, formAction: string): string {
  const actions = actionsFor(consent.status)
    .map(
      (action) =>
        `<button type="submit" name="actie" value="${action}" aria-label="${escapeHtml(`${ACTION_TEXT[action]}: ${consent.naam}`)}">${ACTION_TEXT[action]}</button>`,
    )
    .join('');
  return `<li class="consent" data-id="${escapeHtml(consent.id)}">
  <span class="naam">${escapeHtml(consent.naam)}</span>
  <span class="omschrijving">${escapeHtml(consent.omschrijving)}</span>
  <span class="status status--${escapeHtml(consent.status)}">${escapeHtml(STATUS_TEXT[consent.status])}</span>
  <form method="post" action="${escapeHtml(formAction)}"><input type="hidden" name="id" value="${escapeHtml(consent.id)}">${actions}</form>
</li>`;
}

interface PageRequest {
  clientId: string;
  lang: string;
  /** The page's own address (route, client id, language), where its forms post. */
  url: string;
  /** The action that went through just before this page, when the page follows a form. */
  done?: { action: ConsentAction; id: string };
}

/** What the page was asked for, on <main>: for the tests, not for the farmer. */
function requestAttributes(page: RoutePage, request: PageRequest): string {
  return ` data-route="${escapeHtml(page.path)}" data-client-id="${escapeHtml(request.clientId)}" data-lang="${escapeHtml(request.lang)}"`;
}

/** The page of a route, as asked for by a client in a language; its forms post back to the same URL. */
export function renderRoutePage(page: RoutePage, request: PageRequest, consents: readonly Consent[]): string {
  const shown = consents.filter((consent) => consent.kind === page.kind && (!page.statuses || page.statuses.includes(consent.status)));
  const doneConsent = request.done ? consents.find((consent) => consent.id === request.done?.id) : undefined;
  // role="status": read out when the page after the form shows; the farmer knows the action went through.
  const done = request.done && doneConsent ? `<p class="done" role="status">${escapeHtml(DONE_TEXT[request.done.action](doneConsent.naam))}</p>\n` : '';
  const list = shown.length > 0 ? `<ul class="consents">\n${shown.map((consent) => consentItem(consent, request.url)).join('\n')}\n</ul>` : `<p>${escapeHtml(page.empty)}</p>`;
  return document(
    page.heading,
    `${done}${list}
<details>
<summary>Wat betekent dit?</summary>
<p>Met een toestemming mag een partij gegevens van uw bedrijf ontvangen of inzien. Een goedgekeurde toestemming kunt u altijd intrekken; een ingetrokken of nog niet goedgekeurde toestemming kunt u goedkeuren.</p>
<p>De gegevensdeling bewaart uw keuzes zelf; de Kringloopwijzer toont alleen deze pagina.</p>
</details>
<p><a href="${INFO_URL}" target="_blank" rel="noopener noreferrer">Meer over gegevensdeling (opent in een nieuw tabblad)</a></p>`,
    requestAttributes(page, request),
  );
}

/** The form field that says a revocation was confirmed; without it, 'Intrekken' first asks. */
export const CONFIRMED_FIELD = 'bevestigd';

/**
 * What 'Intrekken' asks first: revoking stops a party's access at once, and one slip of a finger on a phone must
 * not do that. 'Ja, intrekken' posts the revocation; 'Annuleren' goes back to the list, changing nothing.
 */
export function renderRevokePage(page: RoutePage, request: PageRequest, consent: Consent): string {
  return document(
    page.heading,
    `<h1>${escapeHtml(`${consent.naam} intrekken?`)}</h1>
<p>Weet u zeker dat u de toestemming van ${escapeHtml(consent.naam)} (${escapeHtml(consent.omschrijving)}) wilt intrekken? Daarna ontvangt ${escapeHtml(consent.naam)} deze gegevens niet meer, tot u de toestemming opnieuw goedkeurt.</p>
<form class="confirm" method="post" action="${escapeHtml(request.url)}">
<input type="hidden" name="id" value="${escapeHtml(consent.id)}">
<input type="hidden" name="${CONFIRMED_FIELD}" value="ja">
<button type="submit" name="actie" value="intrekken">Ja, intrekken</button>
<a class="cancel" href="${escapeHtml(request.url)}">Annuleren</a>
</form>`,
    requestAttributes(page, request),
  );
}

/** A refusal as a page of the integration: it still reports its height, so the portal shows it rather than a time-out. */
export function renderProblemPage(heading: string, message: string): string {
  return document(heading, `<h1>${escapeHtml(heading)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
