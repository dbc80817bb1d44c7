/** @jest-environment node */
import { isDevelopmentPort, LOCAL_API_BASE_URL, LOCAL_FRONT_END_BASE_URL } from '@klw/platform';
import { readEnv } from './config';

// The local system (docs/PRODUCT.md section 9) works only when the API's defaults and the addresses the front end calls
// from agree: the port klw_auth and the portal's page call, and the origins whose calls the API's CORS allows.
describe('the local API without configuration', () => {
  const settings = readEnv({});

  it('listens on the port klw_auth and the portal page call by default', () => {
    expect(String(settings.port)).toBe(new URL(LOCAL_API_BASE_URL).port);
  });

  it("accepts calls from the portal's page and from the development server", () => {
    expect(settings.corsOrigins).toContain(LOCAL_FRONT_END_BASE_URL);
    expect(settings.corsOrigins.some((origin) => isDevelopmentPort(new URL(origin).port))).toBe(true);
  });
});
