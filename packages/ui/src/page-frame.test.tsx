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
    const heading = screen.getByRole('heading', { level: 1 });
    // Heading and actions share the sticky bar.
    expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'Alles opslaan' }));
    expect(getComputedStyle(heading.parentElement as HTMLElement).position).toBe('sticky');
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
  });

  it('shows just the heading when there are no actions', () => {
    render(
      <PageFrame title="Melklevering">
        <p>Inhoud</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.children).toHaveLength(1);
  });
});
