import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallContext } from '@klw/contracts/calls';
import { callContextFixture } from '@klw/auth/testing';
import { sessionStore } from 'klw_auth/session';
import { CategoryCard } from '../rows/category-card';
import { FormRoot } from '../components/form-root';
import { FormScreen } from '../components/form-screen';
import { createFormStore } from '../store/form-store';
import type { FormApi } from '../model';
import { PROEF_MODEL, proefData, type ProefData } from './proef-model';

// The kit's screen on the test model, as a screen's root renders it: FormRoot with a store for this mount, the
// FormScreen frame, and a card per category. A test file that renders it mocks '@klw/host-adapter' (the portal's menu
// and sign-in link), as the portal page's script is not there.

/** The participant of the test year, on an open year: the screen is editable. */
export const proefContext = (values: Partial<CallContext> = {}): CallContext => ({ ...callContextFixture(proefData().kringloopwijzerId), ...values });

export function ProefScreen({ api, klwId }: { api: FormApi<ProefData>; klwId?: number | null }) {
  return (
    <FormRoot idPrefix="klw-proef-" createStore={() => createFormStore(PROEF_MODEL, api)}>
      <FormScreen klwId={klwId}>
        {({ readOnly }) => PROEF_MODEL.fields.map((category) => <CategoryCard key={category.name} category={category} readOnly={readOnly} />)}
      </FormScreen>
    </FormRoot>
  );
}

/**
 * Renders the screen with the user's data already there (null: none known) and waits for its cards. The API is the
 * test's: `proefApi` (in memory, with ETags and 412) or one whose answers the test steers.
 */
export async function renderProefScreen(api: FormApi<ProefData>, { context = proefContext(), klwId }: { context?: CallContext | null; klwId?: number } = {}) {
  sessionStore.setState({ callContext: context, status: 'loaded', error: null });
  const user = userEvent.setup();
  const view = render(<ProefScreen api={api} klwId={klwId ?? proefData().kringloopwijzerId} />);
  await screen.findByRole('heading', { name: 'Bedrijf' });
  return { user, ...view };
}

/** The number field 'Aantal', by its accessible name (a required field's '*' is hidden from it). */
export const aantal = (): HTMLInputElement => screen.getByRole('spinbutton', { name: /^Aantal/ }) as HTMLInputElement;
/** The text field 'Naam'. */
export const naam = (): HTMLInputElement => screen.getByRole('textbox', { name: /^Naam/ }) as HTMLInputElement;

/** Whether leaving the page now asks first (the browser's beforeunload dialog). */
export function leaveIsGuarded(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
