import { selectedKringloopwijzerId } from '../klw-id';
import { callContextFixture } from './call-context.fixture';
import { melkLeveringFixture } from './melk-levering.fixture';
import { menuFixture } from './menu.fixture';

/** SPEC.md section 9: mock answers come after 1.5 s, so loading states show as they would with a server. */
export const MOCK_DELAY_MS = 1_500;

/** The year mock answers describe when the page names none. */
export const MOCK_KLW_ID = 1001;

export type MockCall =
  | 'RefreshToken'
  | 'GetMenu'
  | 'GetCallContextModel'
  | 'GetMelkLeveringGegevens'
  | 'SaveMelkLeveringGegevens';

// What SaveMelkLeveringGegevens stored, per klwId, so the next Get shows it (until the page reloads).
const saved = new Map<number, unknown>();

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function klwId(): number {
  return selectedKringloopwijzerId() ?? MOCK_KLW_ID;
}

function answerNow(call: MockCall, payload: unknown): unknown {
  switch (call) {
    case 'RefreshToken':
      return { access_token: `mock-token-${klwId()}` };
    case 'GetMenu':
      return menuFixture(klwId());
    case 'GetCallContextModel':
      return callContextFixture(klwId());
    case 'GetMelkLeveringGegevens':
      return saved.get(klwId()) ?? melkLeveringFixture(klwId());
    case 'SaveMelkLeveringGegevens':
      saved.set(klwId(), payload);
      return payload;
  }
}

/**
 * Answers a call in the browser, with no network, after MOCK_DELAY_MS. The answer is a copy: callers may
 * change what they get. It still goes through the call's schema, like a server answer.
 */
export async function mockAnswer(call: MockCall, payload?: unknown): Promise<unknown> {
  await wait(MOCK_DELAY_MS);
  return structuredClone(answerNow(call, payload));
}

export function resetMockServer(): void {
  saved.clear();
}
