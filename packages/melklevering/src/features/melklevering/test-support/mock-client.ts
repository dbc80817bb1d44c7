// The factory for jest.mock('klw_auth/client'): the real error classes, a mocked api. Kept apart from the
// render helper so the factory never requires a module that imports the client it is creating.
export function mockClientModule(): Record<string, unknown> {
  return {
    ...jest.requireActual<Record<string, unknown>>('klw_auth/client'),
    api: {
      getCallContext: jest.fn(),
      getMenu: jest.fn(),
      getMelkLeveringGegevens: jest.fn(),
      saveMelkLeveringGegevens: jest.fn(),
    },
  };
}
