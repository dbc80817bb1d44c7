// klw_auth/config: the run-time configuration the portal page sets in window.klwConfig.
export { readConfig, isDevelopment, type KlwConfig } from '../config';
