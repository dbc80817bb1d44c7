// The local API's server tests' set-up: a server of its own per test, and the calls and checks they share.
import * as v from 'valibot';
import { ErrorAnswerSchema } from '@klw/contracts/calls';
import { MenuModelSchema } from '@klw/contracts/menu';
import type { MenuModel } from '@klw/contracts/menu';
import { MELK } from '@klw/melklevering/declaration';
import type { MelkLeveringData } from '@klw/melklevering/declaration';
import { startHarness } from './harness';
import type { Harness, Reply } from './harness';

/** A fresh server before each test (short-lived access tokens, an hour's session), stopped after it. */
export function serverPerTest(started: (harness: Harness) => void): void {
  let current: Harness | undefined;
  beforeEach(async () => {
    current = await startHarness({ accessTokenTtlSeconds: 60, sessionTtlSeconds: 3600 });
    started(current);
  });
  afterEach(async () => {
    await current?.stop();
  });
}

export function expectErrorAnswer(reply: Reply, status: number): void {
  expect(reply.status).toBe(status);
  expect(v.safeParse(ErrorAnswerSchema, reply.body).success).toBe(true);
  expect(typeof reply.body.message).toBe('string');
}

export function melkleveringItem(model: MenuModel): { IsGereed: boolean; HeeftWaarschuwing: boolean; Url: string | null } {
  const item = model.MenuItems.flatMap((group) => group.ChildMenuItems).find((child) => child.Titel === 'Melklevering');
  if (!item) throw new Error('no Melklevering in the menu');
  return item;
}

/** The milk calls and the menu on the server of the running test. */
export function milkCalls(harness: () => Harness) {
  return {
    async melk(token: string): Promise<MelkLeveringData> {
      const reply = await harness().call('GET', '/MelkLevering/GetMelkLeveringGegevens', { token });
      expect(reply.status).toBe(200);
      return v.parse(MELK.dataSchema, reply.body);
    },
    async menu(token: string): Promise<MenuModel> {
      const reply = await harness().call('POST', '/Menu/GetMenu', { token, body: {} });
      expect(reply.status).toBe(200);
      return v.parse(MenuModelSchema, reply.body);
    },
    save: (token: string, data: unknown): Promise<Reply> =>
      harness().call('POST', '/MelkLevering/SaveMelkLeveringGegevens', { token, body: data }),
  };
}
