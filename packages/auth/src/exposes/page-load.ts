// klw_auth/page-load: what the shell starts as soon as klw_auth's files are on the page, before a screen's own code
// has arrived (PAGE_LOAD_MODULE in @klw/platform's remote-files.mjs): the page's one RefreshToken, which a
// screen's first calls would otherwise wait for after its code has come. A screen's calls join it (ensureToken).
import { ensureToken } from '../token';

export function onPageLoad(): Promise<void> {
  return ensureToken();
}
