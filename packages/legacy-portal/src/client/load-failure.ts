// What the mount point says when shell.js (or another script that fills an element) does not arrive.
import { LOAD_FAILED_TEXT, RETRY_TEXT } from '@klw/contracts/texts';
import { LOADING_CLASS } from '@klw/platform';

/**
 * A script marked `data-fills="<element id>"` (shell.js fills a migrated page's mount point) that does not arrive (a
 * 404 after a deployment went wrong, a dropped connection, a refusal by the page's CSP) would leave that element
 * saying 'Laden...' for good. While the element still shows its loading status, it says instead that the part could
 * not be loaded, with a button that loads the page again. A script's error event does not bubble: the listener
 * takes it on its way down (capture). Runs without AngularJS, before the scripts after it.
 */
export function watchFillingScripts(page: Window, reload: () => void): void {
  page.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement) || !script.dataset.fills) return;
      const target = page.document.getElementById(script.dataset.fills);
      if (!target?.querySelector(`.${LOADING_CLASS}`)) return;
      console.error(`Portaal: ${script.src} kon niet worden geladen; #${target.id} zegt het de gebruiker.`);
      const document = page.document;
      const alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      alert.className = 'alert alert--error';
      const message = document.createElement('p');
      message.textContent = LOAD_FAILED_TEXT;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'button';
      retry.textContent = RETRY_TEXT;
      retry.addEventListener('click', () => reload());
      alert.append(message, retry);
      target.replaceChildren(alert);
    },
    true,
  );
}

