// The factory for jest.mock('<path>/api/melklevering-api'): the screen's own calls as jest mocks. Kept apart from
// the render helper so the factory never requires a module that imports the api it is creating.
export function mockMelkLeveringApiModule(): Record<string, unknown> {
  return {
    melkLeveringApi: {
      load: jest.fn(),
      save: jest.fn(),
    },
  };
}
