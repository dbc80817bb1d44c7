import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';

// Fluent UI (Griffel) writes its styles into <style> elements it creates at run time. The page's
// Content-Security-Policy admits them only with the page's nonce, which the portal puts in
// <meta property="csp-nonce" nonce="..."> (docs/DEPLOY.md); every style element then carries it.

/** The page's style nonce, or undefined on a page without one. */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once parsed; the property keeps the value.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

let renderer: GriffelRenderer | undefined;

/** One renderer for every remote root of this copy of @klw/ui, carrying the page's nonce. */
export function pageStyleRenderer(): GriffelRenderer {
  const nonce = pageStyleNonce();
  renderer ??= createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
  return renderer;
}
