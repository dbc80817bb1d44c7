import { resetMockMode } from '../mock-mode';
import { resetSessionStore } from '../session-store';
import { resetTokenState } from '../token';

/** Tests only: the page-wide state of klw_auth (token, refresh in flight, call-context store, mock mode) from new. */
export function resetAuthForTests(): void {
  resetTokenState();
  resetSessionStore();
  resetMockMode();
}
