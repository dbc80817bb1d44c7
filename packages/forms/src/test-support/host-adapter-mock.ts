// The portal's menu as the kit's screen tests stand it in: no portal, no sign-in from the page, no year choice. A test
// file takes it as its module mock (jest hoists the call, so the factory requires this file itself):
//   jest.mock('@klw/host-adapter', () => jest.requireActual('../test-support/host-adapter-mock').hostAdapterMock());
export function hostAdapterMock() {
  return {
    reloadMenu: jest.fn(),
    signInAgainHref: jest.fn(() => null),
    signInAgain: jest.fn(),
    canSignInHere: jest.fn(() => false),
    signInHere: jest.fn(async () => false),
    yearChoiceText: jest.fn(() => null),
    onMenuChange: jest.fn(() => () => undefined),
  };
}
