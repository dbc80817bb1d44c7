// Not exposed: unit tests reset the module state (token, refresh in flight, store, mock saves) between tests.
import { resetMockServer } from './mock/mock-server';
import { resetSessionStore } from './session-store';
import { resetTokenState } from './token';

export function resetAuthForTests(): void {
  resetTokenState();
  resetSessionStore();
  resetMockServer();
}
