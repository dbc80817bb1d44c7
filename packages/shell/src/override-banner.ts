import { resetOverrides, type Registry } from './registry';

/**
 * While an override is active, or one was refused, the page says so and offers to go back to the registry.
 * `refused` holds the overrides the allow-list turned down (nothing was requested from them).
 */
export function showOverrideBanner(
  overrides: Registry,
  refused: Registry = {},
  reload: () => void = () => window.location.reload(),
): HTMLElement | null {
  const active = Object.keys(overrides);
  const turnedDown = Object.keys(refused);
  if (active.length === 0 && turnedDown.length === 0) return null;
  const banner = document.createElement('div');
  banner.className = 'klw-override-banner';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', active.length > 0 ? 'Actieve overrides' : 'Geweigerde overrides');
  // Sticky at the end of the page, not fixed over it: in view at the window's bottom while the page scrolls, and
  // below the page's last line at its end, so it never lies over what is there (the failure panel's 'Opnieuw
  // proberen', in a window as low as the screen's content).
  banner.style.cssText =
    'position:sticky;bottom:0;z-index:10000;padding:8px 16px;background:#fff4ce;' +
    'border-top:2px solid #c19c00;font:14px/1.4 "Segoe UI",sans-serif;color:#323130;display:flex;gap:12px;align-items:center;';
  const lines: string[] = [];
  if (active.length > 0) {
    lines.push('Let op: override actief. ' + active.map((name) => `${name} wordt geladen van ${overrides[name]}`).join('; ') + '.');
  }
  if (turnedDown.length > 0) {
    lines.push(
      'Override geweigerd: ' +
        turnedDown.map((name) => `${name} van ${originOf(refused[name] ?? '')}`).join('; ') +
        ' staat niet op de lijst van vertrouwde adressen; het onderdeel wordt uit het register geladen.',
    );
  }
  const text = document.createElement('span');
  text.textContent = lines.join(' ');
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

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
