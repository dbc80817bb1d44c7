import { resetOverrides, type Registry } from './registry';

/** While an override is active the page says so, and offers to go back to the registry. */
export function showOverrideBanner(overrides: Registry, reload: () => void = () => window.location.reload()): HTMLElement | null {
  const names = Object.keys(overrides);
  if (names.length === 0) return null;
  const banner = document.createElement('div');
  banner.className = 'klw-override-banner';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', 'Actieve overrides');
  banner.style.cssText =
    'position:fixed;bottom:0;left:0;right:0;z-index:10000;padding:8px 16px;background:#fff4ce;' +
    'border-top:2px solid #c19c00;font:14px/1.4 "Segoe UI",sans-serif;color:#323130;display:flex;gap:12px;align-items:center;';
  const text = document.createElement('span');
  text.textContent =
    'Let op: override actief. ' + names.map((name) => `${name} wordt geladen van ${overrides[name]}`).join('; ') + '.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Overrides terugzetten';
  button.addEventListener('click', () => {
    resetOverrides();
    reload();
  });
  banner.append(text, button);
  document.body.append(banner);
  return banner;
}
