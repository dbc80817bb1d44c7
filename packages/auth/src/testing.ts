// Not exposed: for unit tests of klw_auth and of the screens. The module state (token, refresh in flight, store,
// mock mode) is reset between tests, and the calls klw_auth owns are answered by the same MSW handlers as in the
// browser's mock mode.
export { authHandlers } from './mock/handlers';
export { callContextFixture } from './mock/call-context.fixture';
export { resetAuthForTests } from './test-support/reset';
