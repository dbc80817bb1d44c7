// Not exposed: for unit tests of klw_auth and of the screens. The module state (token, refresh in flight, store,
// mock mode) is reset between tests, and the calls klw_auth owns are answered by the same MSW handlers as in the
// browser's mock mode.
import { resetMockMode } from './mock-mode';
import { resetSessionStore } from './session-store';
import { resetTokenState } from './token';

export { authHandlers } from './mock/handlers';
export { callContextFixture } from './mock/call-context.fixture';

export function resetAuthForTests(): void {
  resetTokenState();
  resetSessionStore();
  resetMockMode();
}
