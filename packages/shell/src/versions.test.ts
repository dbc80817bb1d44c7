import { logLoadedVersions, recordVersion } from './versions';

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
