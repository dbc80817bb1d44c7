import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  const [label] = useState('Inhoud');
  if (shouldThrow) throw new Error('stuk');
  return <p>{label}</p>;
}

describe('ErrorBoundary', () => {
  it('shows the Dutch message instead of a broken screen, and retries', async () => {
    const user = userEvent.setup();
    const onError = jest.fn();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Dit onderdeel kon niet worden geladen.');
    expect(onError).toHaveBeenCalledTimes(1);
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
    spy.mockRestore();
  });
});
