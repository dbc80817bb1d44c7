import { pageConfigFromEnv } from '../config';
import { renderPortalPage } from '../portal-page';
import { watchFillingScripts } from './load-failure';

const config = pageConfigFromEnv({}, 'http://localhost:5001');

describe('a script that fills the mount point does not arrive', () => {
  const reload = jest.fn();
  beforeAll(() => watchFillingScripts(window, reload));
  beforeEach(() => {
    reload.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** The page's body with its script tags (set as HTML, so none runs), and the failed load of one of them. */
  function pageWith(migrated: boolean) {
    const html = renderPortalPage({ base: '', config, title: 'Melklevering', klwId: 123, migrated, yearSwitchTemplate: '/x/{klwId}', shellScript: 'apps/shell/shell.js' });
    document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    const mountPoint = document.getElementById('klw-app') as HTMLElement;
    const fail = (name: string) => {
      const script = [...document.querySelectorAll('script')].find((element) => element.src.endsWith(name));
      if (!script) throw new Error(`no script ${name} in the page`);
      script.dispatchEvent(new Event('error'));
    };
    return { mountPoint, fail };
  }

  it("replaces 'Laden...' with the Dutch message and a button that loads the page again when shell.js fails", () => {
    const { mountPoint, fail } = pageWith(true);
    expect(mountPoint.textContent).toBe('Laden...');
    fail('/apps/shell/shell.js');
    const alert = mountPoint.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Dit onderdeel kon niet worden geladen.');
    expect(mountPoint.textContent).not.toContain('Laden...');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/apps/shell/shell.js kon niet worden geladen'));
    const button = alert?.querySelector('button');
    expect(button?.textContent).toBe('Opnieuw proberen');
    button?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves the page alone when the shell has already replaced 'Laden...', on the portal's own pages and for other scripts", () => {
    const migrated = pageWith(true);
    migrated.fail('/apps/host-adapter/host-adapter.js');
    expect(migrated.mountPoint.textContent).toBe('Laden...');
    migrated.mountPoint.replaceChildren('het scherm');
    migrated.fail('/apps/shell/shell.js');
    expect(migrated.mountPoint.textContent).toBe('het scherm');

    const own = pageWith(false);
    own.fail('/apps/shell/shell.js');
    expect(own.mountPoint.childElementCount).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
