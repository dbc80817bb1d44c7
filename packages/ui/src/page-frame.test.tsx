import { render, screen } from '@testing-library/react';
import { PageFrame } from './page-frame';
import { RemoteRoot } from './remote-root';

describe('PageFrame', () => {
  it('shows the heading, the actions and the content inside a remote root', () => {
    render(
      <RemoteRoot idPrefix="klw-test-">
        <PageFrame title="Melklevering" actions={<button type="button">Alles opslaan</button>}>
          <p>Inhoud</p>
        </PageFrame>
      </RemoteRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Melklevering' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar')).toContainElement(screen.getByRole('button', { name: 'Alles opslaan' }));
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
  });

  it('leaves out the action bar buttons when there are none', () => {
    render(
      <PageFrame title="Melklevering">
        <p>Inhoud</p>
      </PageFrame>,
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
