// The stand-in integration's script and style sheet, served as files (/embed.js, /embed.css): its pages' CSP
// allows no inline script or style. Kept as text here so they ship with the server code.
import { HEIGHT_MESSAGE_TYPE } from '@klw/contracts/data-integration';

/**
 * Tells the page that embeds it how tall its content is, now and whenever that changes, in the one message shape the
 * portal accepts (ADR 011: { type, height }, a whole number of px; HEIGHT_MESSAGE_TYPE of @klw/contracts).
 */
export const EMBED_SCRIPT = `(function () {
  'use strict';
  if (window.parent === window) return;
  var TYPE = ${JSON.stringify(HEIGHT_MESSAGE_TYPE)};
  // The embedding page's origin, where the browser tells it; the height is no secret elsewhere. The portal frames
  // this page with no referrer, and then a browser that follows the standard (Firefox) hides the origin as 'null',
  // which postMessage refuses as a target: the height would never arrive.
  var ancestors = window.location.ancestorOrigins;
  var told = ancestors && ancestors.length > 0 ? ancestors[0] : 'null';
  var target = told === 'null' ? '*' : told;
  var last = -1;
  function report() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: TYPE, height: height }, target);
  }
  new ResizeObserver(report).observe(document.body);
  report();
})();
`;

/**
 * The look of the portal's screens (Fluent UI's light theme: its font and 14 px body text, white cards with its
 * shadow, statuses as badges), so the framed page reads as part of the portal. The body holds its children's
 * margins, so the height the script reports is the whole content. Long words wrap rather than push the buttons out
 * of the frame at 390 px; on a narrow page the buttons go under the text, each at least 44 px high and wide (a
 * finger's width).
 */
export const EMBED_STYLE = `html { font-family: "Segoe UI", "Segoe UI Web (West European)", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", sans-serif; font-size: 14px; line-height: 20px; color: #242424; background: #fff; }
body { margin: 0; display: flow-root; overflow-wrap: anywhere; }
main { padding: 0.25rem 0.25rem 1rem; }
h1 { font-size: 20px; line-height: 28px; font-weight: 600; margin: 0.5rem 0; }
p { margin: 0.5rem 0; }
.consents { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 12px; }
.consent { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 16px; padding: 12px; border-radius: 4px; background: #fff; box-shadow: 0 0 2px rgba(0, 0, 0, 0.12), 0 2px 4px rgba(0, 0, 0, 0.14); }
.naam { font-weight: 600; }
.omschrijving, .status { grid-column: 1; }
.omschrijving { color: #424242; }
.status { justify-self: start; padding: 0 8px; border: 1px solid; border-radius: 10000px; font-size: 12px; line-height: 18px; font-weight: 600; }
.status--goedgekeurd { color: #0e700e; background: #f1faf1; border-color: #9fd89f; }
.status--niet-goedgekeurd { color: #8a3707; background: #fff9f5; border-color: #fdcfb4; }
.status--ingetrokken { color: #424242; background: #f5f5f5; border-color: #d1d1d1; }
.consent form { grid-column: 2; grid-row: 1 / span 3; align-self: center; }
@media (max-width: 30rem) {
  .consent { grid-template-columns: minmax(0, 1fr); }
  .consent form { grid-column: 1; grid-row: auto; }
}
.done { padding: 8px 12px; border: 1px solid #9fd89f; border-radius: 4px; background: #f1faf1; color: #242424; }
button, .cancel { font: inherit; font-weight: 600; min-height: 44px; min-width: 44px; padding: 5px 12px; border: 1px solid #d1d1d1; border-radius: 4px; cursor: pointer; white-space: nowrap; }
button { background: #0f6cbd; border-color: transparent; color: #fff; }
button:hover { background: #115ea3; }
.confirm { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.cancel { display: inline-flex; align-items: center; background: #fff; color: #242424; text-decoration: none; }
button:focus-visible, a:focus-visible, summary:focus-visible { outline: 2px solid #000; outline-offset: 2px; }
summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; }
a { color: #115ea3; }
`;
