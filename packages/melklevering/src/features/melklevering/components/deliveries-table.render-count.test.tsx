import { act, screen } from '@testing-library/react';
import type { DeliveriesTableProps } from './deliveries-table';
import { fieldIn, renderScreen } from '../test-support/render-screen';

jest.mock('../api/melk-levering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn() }));

jest.setTimeout(30_000);

const mockRenders = { count: 0 };

// The real table body, counted: the screen must pass it props that stay the same while the farmer types.
jest.mock('./deliveries-table', () => {
  const actual = jest.requireActual<typeof import('./deliveries-table')>('./deliveries-table');
  const { memo } = jest.requireActual<typeof import('react')>('react');
  const view = (actual.DeliveriesTable as unknown as { type: (props: DeliveriesTableProps) => React.ReactNode }).type;
  return {
    ...actual,
    DeliveriesTable: memo(function CountedDeliveriesTable(props: DeliveriesTableProps) {
      mockRenders.count += 1;
      return view(props);
    }),
  };
});

describe('the deliveries table while typing', () => {
  it('is a memoised component', () => {
    const actual = jest.requireActual<typeof import('./deliveries-table')>('./deliveries-table');
    expect((actual.DeliveriesTable as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.memo'));
  });

  it('does not re-render when a form field changes', async () => {
    const { user } = await renderScreen();
    const before = mockRenders.count;
    expect(before).toBeGreaterThan(0);
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '12345');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' }));
    await user.type(fieldIn('Handmatige levering', 'Vet'), '{backspace}1');
    expect(screen.getByTestId('per-koe-kg')).not.toHaveTextContent('600 kg');
    expect(mockRenders.count).toBe(before);
    // It does re-render for its own reasons: expanding a month.
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Januari' }));
    });
    expect(mockRenders.count).toBe(before + 1);
  });
});
