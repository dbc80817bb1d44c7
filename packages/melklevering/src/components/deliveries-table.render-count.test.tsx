import { act, screen } from '@testing-library/react';
import { fieldIn, renderScreen } from '../test-support/render-screen';

jest.mock('../api/melklevering-api', () => jest.requireActual('../test-support/mock-client').mockMelkLeveringApiModule());
jest.mock('@klw/host-adapter', () => ({ reloadMenu: jest.fn(), signInAgainHref: jest.fn(() => null), signInAgain: jest.fn(), canSignInHere: jest.fn(() => false), signInHere: jest.fn(async () => false) }));

const mockTableRenders = { count: 0 };

// The table as the screen ships it, unchanged: its body calls usePrinting once per render (and nothing else in the
// screen calls it), so counting those calls counts the real table's renders, memo and all.
jest.mock('@klw/ui', () => {
  const actual = jest.requireActual<typeof import('@klw/ui')>('@klw/ui');
  return {
    ...actual,
    usePrinting: (): boolean => {
      mockTableRenders.count += 1;
      return actual.usePrinting();
    },
  };
});

describe('the deliveries table while the farmer types', () => {
  it('is not rendered again by typing in the form, only by opening a month', async () => {
    const { user } = await renderScreen();
    const before = mockTableRenders.count;
    expect(before).toBeGreaterThan(0);
    await user.type(fieldIn('Zelf zuivelen', 'Melk'), '12345');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: 'Melkleveringen handmatig invullen' }));
    await user.type(fieldIn('Handmatige levering', 'Vet'), '{backspace}1');
    // The typing reached the screen: the per-cow figures changed.
    expect(screen.getByTestId('per-koe-kg')).not.toHaveTextContent('600 kg');
    expect(mockTableRenders.count).toBe(before);

    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Januari' }));
    });
    expect(mockTableRenders.count).toBe(before + 1);
  });
});
