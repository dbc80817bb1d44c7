// Renders the whole screen as the shell mounts it, with the screen's calls mocked by the calling test file:
//   jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
//   jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallContext } from '@klw/contracts/calls';
import type { MelkLeveringData } from '../declaration';
import { melkLeveringApi } from '../api/melklevering-api';
import { sessionStore } from 'klw_auth/session';
import { MelkleveringRoot } from '../app/melklevering-root';
import { callContext, melkData } from './melk-data';

export const mockedApi = jest.mocked(melkLeveringApi);

export interface RenderScreenOptions {
  data?: MelkLeveringData;
  /** The ETag the API sends with the data; null: an API without ETags. */
  etag?: string | null;
  context?: CallContext | null;
  klwId?: number;
}

export async function renderScreen({ data = melkData(), etag = null, context = callContext(), klwId }: RenderScreenOptions = {}) {
  sessionStore.setState({ callContext: context, status: 'loaded', error: null });
  // A test that timed out must not leave its one-off answers to the next.
  mockedApi.load.mockReset().mockResolvedValue({ data, etag });
  mockedApi.save.mockReset().mockImplementation((sent) => Promise.resolve({ data: sent, etag }));
  const user = userEvent.setup();
  const view = render(<MelkleveringRoot klwId={klwId ?? data.kringloopwijzerId} />);
  await screen.findByRole('heading', { name: 'Handmatige melkleveringen' });
  return { user, ...view };
}

/** The group of fields named by its legend ('Handmatige levering', 'Zelf zuivelen'). */
export function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

/** The input of a field inside a group, or outside any group when `groupName` is null. */
export function fieldIn(groupName: string | null, label: string): HTMLInputElement {
  const scope = groupName === null ? screen : within(group(groupName));
  // By its accessible name, as a screen reader names it: a required field's label also shows a '*' (hidden from it).
  return scope.getByRole('spinbutton', { name: label }) as HTMLInputElement;
}
