import { act, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { NotificationsProvider, useNotifications } from './notifications';
import type { Notifier } from './notifications';

function renderNotifier(): Notifier {
  let notifier: Notifier | null = null;
  function Capture() {
    notifier = useNotifications();
    return null;
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <NotificationsProvider>
        <Capture />
      </NotificationsProvider>
    </FluentProvider>,
  );
  if (!notifier) throw new Error('no notifier');
  return notifier;
}

describe('notifications', () => {
  it("shows an error with the default title 'Er is een fout opgetreden'", async () => {
    const notify = renderNotifier();
    act(() => notify.error('Opslaan mislukt'));
    expect(await screen.findByText('Er is een fout opgetreden')).toBeInTheDocument();
    expect(screen.getByText('Opslaan mislukt')).toBeInTheDocument();
  });

  it('shows an error with its own title', async () => {
    const notify = renderNotifier();
    act(() => notify.error('Kapot', 'Er ging iets fout'));
    expect(await screen.findByText('Er ging iets fout')).toBeInTheDocument();
  });

  it('renders server text as text, never as HTML', async () => {
    const notify = renderNotifier();
    act(() => notify.error('<img src=x onerror="alert(1)"><b>vet</b>'));
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>vet</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows success and warning notifications', async () => {
    const notify = renderNotifier();
    act(() => {
      notify.success('Succesvol opgeslagen', 'Melk leveringen zijn opgeslagen');
      notify.warning('Let op', 'Nog niet compleet');
    });
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Melk leveringen zijn opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Let op')).toBeInTheDocument();
    expect(screen.getByText('Nog niet compleet')).toBeInTheDocument();
  });

  it('needs a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useNotifications();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('NotificationsProvider');
    spy.mockRestore();
  });
});
