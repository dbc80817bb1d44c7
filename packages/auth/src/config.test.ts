import { LOCAL_API_BASE_URL, LOCAL_FRONT_END_BASE_URL } from '@klw/platform';
import { readConfig } from './config';

afterEach(() => {
  delete window.klwConfig;
});

describe('readConfig', () => {
  it('falls back to the local defaults when there is no window.klwConfig', () => {
    expect(readConfig()).toEqual({
      apiBaseUrl: LOCAL_API_BASE_URL,
      menuApiBaseUrl: LOCAL_API_BASE_URL,
      coreApiBaseUrl: LOCAL_API_BASE_URL,
      frontEndBaseUrl: LOCAL_FRONT_END_BASE_URL,
      dataIntegrationEmbedBaseUrl: '',
      dataIntegrationClientId: '',
      mockMode: false,
      testMode: false,
    });
  });

  it('falls back per key when a value still holds its deploy placeholder', () => {
    window.klwConfig = {
      apiBaseUrl: '#{ApiBaseUrl}',
      menuApiBaseUrl: 'https://menu.example.nl/api/',
      coreApiBaseUrl: '#{CoreApiBaseUrl}',
      frontEndBaseUrl: '#{FrontEndBaseUrl}',
      dataIntegrationEmbedBaseUrl: 'prefix-#{Embed}',
      dataIntegrationClientId: '#{DataIntegrationClientId}',
      mockMode: '#{MockMode}',
      testMode: '#{TestMode}',
    };
    expect(readConfig()).toEqual({
      apiBaseUrl: 'http://localhost:7056',
      menuApiBaseUrl: 'https://menu.example.nl/api',
      coreApiBaseUrl: 'http://localhost:7056',
      frontEndBaseUrl: 'http://localhost:5001',
      dataIntegrationEmbedBaseUrl: '',
      dataIntegrationClientId: '',
      mockMode: false,
      testMode: false,
    });
  });

  it('takes substituted values as they are, without a trailing slash', () => {
    window.klwConfig = {
      apiBaseUrl: 'https://api.example.nl/',
      menuApiBaseUrl: 'https://menu.example.nl',
      coreApiBaseUrl: 'https://core.example.nl//',
      frontEndBaseUrl: 'https://klw.example.nl/ZuivelNL.Klw.Web',
      dataIntegrationEmbedBaseUrl: 'https://embed.example.nl',
      dataIntegrationClientId: 'klw-client',
      mockMode: true,
      testMode: 'true',
    };
    expect(readConfig()).toEqual({
      apiBaseUrl: 'https://api.example.nl',
      menuApiBaseUrl: 'https://menu.example.nl',
      coreApiBaseUrl: 'https://core.example.nl',
      frontEndBaseUrl: 'https://klw.example.nl/ZuivelNL.Klw.Web',
      dataIntegrationEmbedBaseUrl: 'https://embed.example.nl',
      dataIntegrationClientId: 'klw-client',
      mockMode: true,
      testMode: true,
    });
  });

  it('treats empty and non-text values as absent', () => {
    window.klwConfig = { apiBaseUrl: '  ', menuApiBaseUrl: 42, mockMode: 'nee' };
    const config = readConfig();
    expect(config.apiBaseUrl).toBe('http://localhost:7056');
    expect(config.menuApiBaseUrl).toBe('http://localhost:7056');
    expect(config.mockMode).toBe(false);
  });

  it('is read at run time: a later change of window.klwConfig counts', () => {
    expect(readConfig().mockMode).toBe(false);
    window.klwConfig = { mockMode: true };
    expect(readConfig().mockMode).toBe(true);
  });
});
