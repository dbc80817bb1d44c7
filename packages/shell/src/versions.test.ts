import { logLoadedVersions, recordVersion, versionOf } from './versions';

describe('the console line of the versions this page loaded', () => {
  it('names each checked remote with its build version, in the order they were checked, once each', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    logLoadedVersions();
    expect(info).toHaveBeenLastCalledWith('[klw-shell] Geladen: geen onderdelen');

    recordVersion('klw_melklevering', { metaData: { buildInfo: { buildVersion: '0.1.0' } } });
    recordVersion('klw_auth', { metaData: { buildInfo: { buildVersion: '0.2.0' } } });
    // A manifest without a version adds nothing; a remote checked again after a redeploy keeps its place.
    recordVersion('klw_x', { metaData: {} });
    recordVersion('klw_melklevering', { metaData: { buildInfo: { buildVersion: '0.1.1' } } });
    logLoadedVersions();
    expect(info).toHaveBeenLastCalledWith('[klw-shell] Geladen: klw_melklevering 0.1.1, klw_auth 0.2.0');
    info.mockRestore();
  });
});

describe('a remote deployed as versions', () => {
  it('is known by its version folder, so two builds of one package version stay apart', () => {
    recordVersion('klw_krachtvoer', { metaData: { buildInfo: { buildVersion: '0.1.0' } } }, 'http://localhost:5001/apps/krachtvoer/0.1.0+3f9a1c2e/mf-manifest.json');
    expect(versionOf('klw_krachtvoer')).toBe('0.1.0+3f9a1c2e');
    recordVersion('klw_krachtvoer', { metaData: { buildInfo: { buildVersion: '0.1.0' } } }, 'http://localhost:5001/apps/krachtvoer/mf-manifest.json');
    expect(versionOf('klw_krachtvoer')).toBe('0.1.0');
  });
});
