// The page for a path that is no page of the route table.
import { registryHref } from '@klw/platform';
import type { KlwPageConfig } from './config';
import { escapeHtml, renderFrame } from './page-frame';

export interface NotFoundPageInput {
  base: string;
  config: KlwPageConfig;
  signedIn: boolean;
  path: string;
  styleNonce?: string;
  /** The shell's script as the registry names it for this browser (`shellFiles` of @klw/platform). */
  shellScript: string;
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
    scripts: input.signedIn ? [`${input.base}/apps/host-adapter/host-adapter.js`, registryHref(input.shellScript, input.base)] : [],
  });
}
