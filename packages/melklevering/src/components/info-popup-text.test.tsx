import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_FAILED_TEXT, LOADING_TEXT, RETRY_TEXT } from '@klw/contracts/texts';

// The chunk fails once, then loads: the popup says so, and 'Opnieuw proberen' loads it again.
let fail = true;
jest.mock('./info-text', () => {
  if (fail) {
    fail = false;
    throw new Error('ChunkLoadError: Loading chunk info failed.');
  }
  return { InfoText: () => <p>Fosforgehalte: uitleg</p> };
});

describe('the info popup text, a chunk of its own', () => {
  it('says a failed load in the popup, and loads on Opnieuw proberen', async () => {
    const { InfoPopupText } = await import('./info-popup-text');
    render(<InfoPopupText />);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: RETRY_TEXT }));
    expect(await screen.findByText('Fosforgehalte: uitleg')).toBeVisible();
  });
});
