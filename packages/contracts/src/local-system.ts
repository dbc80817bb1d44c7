/**
 * The local system of SPEC.md section 9: the API on 7056, the portal (front end) on 5001, and the development
 * server on 3000, whose port sets the development flag (section 7) and shows the debug page at '/'.
 */
export const LOCAL_API_PORT = 7056;
export const LOCAL_PORTAL_PORT = 5001;
const DEVELOPMENT_PORT = 3000;

export const LOCAL_API_BASE_URL = `http://localhost:${LOCAL_API_PORT}`;
export const LOCAL_FRONT_END_BASE_URL = `http://localhost:${LOCAL_PORTAL_PORT}`;

/** The development flag: the page is served by the development server (its port is 3000). */
export function isDevelopmentPort(port: string): boolean {
  return port === String(DEVELOPMENT_PORT);
}
