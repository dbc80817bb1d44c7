import { render, screen } from '@testing-library/react';
import { infoButtonClassNames } from '@fluentui/react-components';
import userEvent from '@testing-library/user-event';
import { INFO_BUTTON_CLASS, PageFrame } from './page-frame';
import { NotificationsProvider, useNotifications } from './notifications';
import { RemoteRoot } from './remote-root';

/** The sticky element around the heading. */
function stickyBarOf(heading: HTMLElement): HTMLElement {
  for (let element = heading.parentElement; element; element = element.parentElement) {
    if (getComputedStyle(element).position === 'sticky') return element;
  }
  throw new Error('the heading is in no sticky bar');
}

describe('PageFrame', () => {
  it("keeps info buttons off paper by the class Fluent gives them: a Fluent that names it otherwise fails here", () => {
    expect(INFO_BUTTON_CLASS).toBe(infoButtonClassNames.root);
  });

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
    expect(stickyBarOf(heading)).toContainElement(screen.getByRole('button', { name: 'Alles opslaan' }));
    expect(stickyBarOf(heading)).not.toContainElement(screen.getByText('Inhoud'));
  });

  it('shows whose screen it is under the heading, in the sticky bar', () => {
    render(
      <PageFrame title="Melklevering" subtitle={<p>Melkveebedrijf De Vries</p>} actions={<button type="button">Alles opslaan</button>}>
        <p>Inhoud</p>
      </PageFrame>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    const subtitle = screen.getByText('Melkveebedrijf De Vries');
    expect(stickyBarOf(heading)).toContainElement(subtitle);
    expect(heading.compareDocumentPosition(subtitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the screen's notices in the sticky bar, under the heading and the actions", async () => {
    function SaveButton() {
      const notify = useNotifications();
      return (
        <button type="button" onClick={() => notify.success('Succesvol opgeslagen', 'Melkleveringen zijn opgeslagen')}>
          Alles opslaan
        </button>
      );
    }
    render(
      <NotificationsProvider>
        <PageFrame title="Melklevering" actions={<SaveButton />}>
          <p>Inhoud</p>
        </PageFrame>
      </NotificationsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Alles opslaan' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Succesvol opgeslagen');
    // Rendered once: the bar holds the list, not the provider above the frame.
    expect(screen.getAllByText('Succesvol opgeslagen')).toHaveLength(1);
    const bar = stickyBarOf(screen.getByRole('heading', { level: 1 }));
    expect(bar).toContainElement(notice);
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
