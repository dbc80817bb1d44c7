// The stand-in integration's script and style sheet, served as files (/embed.js, /embed.css): its pages' CSP
// allows no inline script or style. Kept as text here so they ship with the server code.
import { HEIGHT_MESSAGE_TYPE } from '@klw/contracts';

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
 * Plain and readable; the body holds its children's margins, so the height the script reports is the whole content.
 * Long words wrap rather than push the buttons out of the frame at 390 px; on a narrow page the buttons go under
 * the text, each at least 44 px high and wide (a finger's width).
 */
export const EMBED_STYLE = `html { font-family: system-ui, sans-serif; font-size: 100%; color: #1b1b1b; background: #fff; }
body { margin: 0; display: flow-root; overflow-wrap: anywhere; }
main { padding: 0.5rem 0.75rem 1rem; }
h1 { font-size: 1.25rem; margin: 0.5rem 0; }
.consents { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 0.5rem; }
.consent { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.25rem 1rem; padding: 0.5rem; border: 1px solid #8a8a8a; border-radius: 4px; }
.naam { font-weight: 600; }
.omschrijving, .status { grid-column: 1; }
.consent form { grid-column: 2; grid-row: 1 / span 3; align-self: center; }
@media (max-width: 30rem) {
  .consent { grid-template-columns: minmax(0, 1fr); }
  .consent form { grid-column: 1; grid-row: auto; }
}
button, .cancel { font: inherit; min-height: 44px; min-width: 44px; padding: 0.25rem 0.75rem; border: 1px solid #0f548c; border-radius: 4px; cursor: pointer; white-space: nowrap; }
button { background: #0f6cbd; color: #fff; }
.confirm { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.cancel { display: inline-flex; align-items: center; background: #fff; text-decoration: none; }
button:focus-visible, a:focus-visible, summary:focus-visible { outline: 2px solid #000; outline-offset: 2px; }
a { color: #0f548c; }
`;
