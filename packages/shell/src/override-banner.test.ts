import { showOverrideBanner } from './override-banner';
import { OVERRIDES_KEY } from './registry';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('override banner', () => {
  it('shows nothing without overrides', () => {
    expect(showOverrideBanner({}, {})).toBeNull();
  });

  it('says an override is active', () => {
    const banner = showOverrideBanner({ klw_melklevering: 'http://localhost:8080/mf-manifest.json' });
    expect(banner?.getAttribute('aria-label')).toBe('Actieve overrides');
    expect(banner?.textContent).toContain('Let op: override actief. klw_melklevering wordt geladen van http://localhost:8080/mf-manifest.json.');
  });

  it('takes room of its own at the end of the page, sticky at the bottom of the window, so it covers nothing', () => {
    const content = document.createElement('main');
    document.body.append(content);
    const banner = showOverrideBanner({ klw_melklevering: 'http://localhost:8080/mf-manifest.json' });
    expect(document.body.lastElementChild).toBe(banner);
    expect(banner?.style.position).toBe('sticky');
    expect(banner?.style.bottom).toBe('0px');
  });

  it('says a refused override was refused and why, and resets it with its button', () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ klw_melklevering: 'https://example.invalid/mf-manifest.json' }));
    const reload = jest.fn();
    const banner = showOverrideBanner({}, { klw_melklevering: 'https://example.invalid/mf-manifest.json' }, reload);
    expect(banner?.getAttribute('aria-label')).toBe('Geweigerde overrides');
    expect(banner?.textContent).toContain(
      'Override geweigerd: klw_melklevering van https://example.invalid staat niet op de lijst van vertrouwde adressen; het onderdeel wordt uit het register geladen.',
    );
    banner?.querySelector('button')?.click();
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
