// Over 300 lines for one subject: the notices region, from showing a notice to where the focus goes when it closes.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { NotificationsProvider, useNotifications } from './notifications';
import type { Notifier } from './notice-state';
import { PageFrame } from './page-frame';

/** A provider alone, or with a PageFrame (with 'Alles opslaan' as its action, or read-only without actions). */
function renderNotifier(frame: 'none' | 'with actions' | 'without actions' = 'none'): Notifier {
  let notifier: Notifier | null = null;
  function Capture() {
    notifier = useNotifications();
    return null;
  }
  render(
    <FluentProvider theme={webLightTheme}>
      <NotificationsProvider>
        <Capture />
        {frame === 'none' ? null : (
          <PageFrame title="Melklevering" actions={frame === 'with actions' ? <button type="button">Alles opslaan</button> : undefined}>
            <input aria-label="Kg melk" />
          </PageFrame>
        )}
      </NotificationsProvider>
    </FluentProvider>,
  );
  if (!notifier) throw new Error('no notifier');
  return notifier;
}

/** Every notice on screen, in order, as its text. */
function notices(): string[] {
  return [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((notice) => notice.textContent ?? '');
}

describe('notifications', () => {
  it("shows an error with the default title 'Er is een fout opgetreden'", async () => {
    const notify = renderNotifier();
    act(() => notify.error('Opslaan mislukt'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Er is een fout opgetreden')).toBeInTheDocument();
    expect(within(alert).getByText('Opslaan mislukt')).toBeInTheDocument();
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
      notify.success('Succesvol opgeslagen', 'Melkleveringen zijn opgeslagen');
      notify.warning('Let op', 'Nog niet compleet');
    });
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Melkleveringen zijn opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Let op')).toBeInTheDocument();
    expect(screen.getByText('Nog niet compleet')).toBeInTheDocument();
  });

  it('every notice closes with its Sluiten button; errors stay until then, success goes by itself', async () => {
    jest.useFakeTimers();
    try {
      const notify = renderNotifier();
      act(() => {
        notify.error('Eerste', 'Er ging iets fout');
        notify.warning('Let op', 'Tweede');
        notify.success('Succesvol opgeslagen');
      });
      expect(notices()).toHaveLength(3);
      act(() => void jest.advanceTimersByTime(5_000));
      expect(screen.queryByText('Succesvol opgeslagen')).toBeNull();
      act(() => void jest.advanceTimersByTime(60_000));
      expect(notices()).toEqual(['Er ging iets foutEersteSluiten']);
      act(() => within(screen.getByRole('alert')).getByRole('button', { name: 'Sluiten' }).click());
      expect(notices()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a notice that goes by itself waits while the pointer is over it or the focus is in it, and goes a little after', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const notify = renderNotifier();
      act(() => notify.success('Succesvol opgeslagen', 'Melkleveringen zijn opgeslagen'));
      const notice = screen.getByRole('status');

      act(() => void jest.advanceTimersByTime(4_000));
      await user.hover(notice);
      act(() => void jest.advanceTimersByTime(60_000));
      expect(notices()).toEqual(['Succesvol opgeslagenMelkleveringen zijn opgeslagenSluiten']);

      // The focus in it holds it too, also once the pointer has gone.
      act(() => within(notice).getByRole('button', { name: 'Sluiten' }).focus());
      await user.unhover(notice);
      act(() => void jest.advanceTimersByTime(60_000));
      expect(notices()).toHaveLength(1);

      // Let go: it had 1 s left, and gets 2 s so it does not vanish at once.
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => void jest.advanceTimersByTime(1_900));
      expect(notices()).toHaveLength(1);
      act(() => void jest.advanceTimersByTime(200));
      expect(notices()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a held notice still closes with Sluiten, and the others keep their own time', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const notify = renderNotifier();
      act(() => {
        notify.success('Succesvol opgeslagen');
        notify.warning('Let op', 'Nog niet compleet');
      });
      const [success] = screen.getAllByRole('status');
      await user.hover(success!);
      act(() => void jest.advanceTimersByTime(8_000));
      expect(notices()).toEqual(['Succesvol opgeslagenSluiten']);
      await user.click(within(success!).getByRole('button', { name: 'Sluiten' }));
      expect(notices()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('let go with more than 2 s left, a notice takes the time it had left', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const notify = renderNotifier();
      act(() => notify.success('Succesvol opgeslagen'));
      act(() => void jest.advanceTimersByTime(1_000));
      await user.hover(screen.getByRole('status'));
      act(() => void jest.advanceTimersByTime(60_000));
      await user.unhover(screen.getByRole('status'));
      act(() => void jest.advanceTimersByTime(3_900));
      expect(notices()).toHaveLength(1);
      act(() => void jest.advanceTimersByTime(200));
      expect(notices()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a held notice pushed behind "En nog ..." lets go, as no pointer or focus can leave it there', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const notify = renderNotifier();
      act(() => {
        for (let n = 1; n <= 4; n += 1) notify.error(`Fout ${n}`, 'Er ging iets fout');
        notify.success('Succesvol opgeslagen');
      });
      await user.hover(screen.getByRole('status'));
      act(() => notify.error('Fout 6', 'Er ging iets fout'));
      expect(screen.queryByText('Succesvol opgeslagen')).toBeNull();
      act(() => void jest.advanceTimersByTime(6_000));
      for (const close of screen.getAllByRole('button', { name: 'Sluiten' }).slice(0, 2)) await user.click(close);
      expect(notices().join(' ')).not.toContain('Succesvol opgeslagen');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows at most five at once, the last saying how many more; closing one brings the next', async () => {
    const user = userEvent.setup();
    const notify = renderNotifier();
    act(() => {
      for (let n = 1; n <= 12; n += 1) notify.error(`Fout ${n}`, 'Er ging iets fout');
    });
    expect(notices()).toEqual([
      'Er ging iets foutFout 1Sluiten',
      'Er ging iets foutFout 2Sluiten',
      'Er ging iets foutFout 3Sluiten',
      'Er ging iets foutFout 4Sluiten',
      'En nog 8 meldingen.Sluiten',
    ]);
    await user.click(within(screen.getAllByRole('alert')[0] as HTMLElement).getByRole('button', { name: 'Sluiten' }));
    expect(notices()).toHaveLength(5);
    expect(notices()[0]).toContain('Fout 2');
    expect(notices()[3]).toContain('Fout 5');
    expect(notices()[4]).toBe('En nog 7 meldingen.Sluiten');
    // Closing the summary closes the waiting ones.
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Sluiten' }));
    expect(notices()).toHaveLength(4);
  });

  it('five notices show without a summary; one waiting says "En nog 1 melding."', () => {
    const notify = renderNotifier();
    act(() => {
      for (let n = 1; n <= 5; n += 1) notify.error(`Fout ${n}`);
    });
    expect(notices()).toHaveLength(5);
    expect(screen.queryByText(/En nog/)).toBeNull();
    act(() => notify.error('Fout 6'));
    expect(notices()[4]).toBe('En nog 2 meldingen.Sluiten');
    act(() => notify.dismissAll());
    expect(notices()).toEqual([]);
  });

  it("offers the notice's own buttons; choosing one closes the notice and runs it", async () => {
    const user = userEvent.setup();
    const notify = renderNotifier();
    const reload = jest.fn();
    act(() => notify.error('Iemand anders sloeg op', 'Er ging iets fout', { actions: [{ label: 'Gegevens opnieuw laden', onClick: reload }] }));
    await user.click(screen.getByRole('button', { name: 'Gegevens opnieuw laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the notice for an action that leaves the page, which the leave question may still stop', async () => {
    const user = userEvent.setup();
    const notify = renderNotifier();
    const leave = jest.fn();
    act(() => notify.error('Meld u opnieuw aan.', 'Uw sessie is verlopen', { actions: [{ label: 'Opnieuw aanmelden', onClick: leave, keepsNotice: true }] }));
    await user.click(screen.getByRole('button', { name: 'Opnieuw aanmelden' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual(['Uw sessie is verlopenMeld u opnieuw aan.Opnieuw aanmeldenSluiten']);
  });

  it('shows the notices in the page flow under the action bar, never over the save button or a field', () => {
    const notify = renderNotifier('with actions');
    act(() => notify.error('Kapot', 'Er ging iets fout'));
    const alert = screen.getByRole('alert');
    const save = screen.getByRole('button', { name: 'Alles opslaan' });
    const field = screen.getByRole('textbox', { name: 'Kg melk' });
    expect(save.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Not floating: no fixed or absolute position on the notice or any of its ancestors.
    for (let element: HTMLElement | null = alert; element; element = element.parentElement) {
      expect(['fixed', 'absolute']).not.toContain(getComputedStyle(element).position);
    }
    // One list only: the frame's outlet replaces the provider's own.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  describe('a notice that closes with the focus in it hands the focus on, never to the start of the page', () => {
    const closeOf = (text: string): HTMLElement =>
      within(screen.getByText(text).closest('[role]') as HTMLElement).getByRole('button', { name: 'Sluiten' });

    it("to the 'Sluiten' of the notice that took its place, then of the one before it, then to the heading", async () => {
      const user = userEvent.setup();
      const notify = renderNotifier('with actions');
      act(() => ['Eerste', 'Tweede', 'Derde'].forEach((text) => notify.error(text)));
      closeOf('Eerste').focus();
      await user.keyboard('{Enter}');
      expect(closeOf('Tweede')).toHaveFocus();
      closeOf('Derde').focus();
      await user.keyboard(' ');
      expect(closeOf('Tweede')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(notices()).toEqual([]);
      // Not 'Alles opslaan', where one Enter too many would save; it is the next Tab.
      expect(screen.getByRole('heading', { name: 'Melklevering' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Alles opslaan' })).toHaveFocus();
    });

    it('from the summary of the waiting ones to the last notice shown', async () => {
      const user = userEvent.setup();
      const notify = renderNotifier('with actions');
      act(() => {
        for (let n = 1; n <= 7; n += 1) notify.error(`Fout ${n}`);
      });
      await user.click(closeOf('En nog 3 meldingen.'));
      expect(notices()).toHaveLength(4);
      expect(closeOf('Fout 4')).toHaveFocus();
    });

    it('a success notice never goes by itself from under the focus; closed, it hands the focus on', () => {
      jest.useFakeTimers();
      try {
        const notify = renderNotifier('without actions');
        act(() => notify.success('Succesvol opgeslagen'));
        act(() => closeOf('Succesvol opgeslagen').focus());
        act(() => void jest.advanceTimersByTime(60_000));
        expect(closeOf('Succesvol opgeslagen')).toHaveFocus();
        act(() => closeOf('Succesvol opgeslagen').click());
        expect(screen.queryByText('Succesvol opgeslagen')).toBeNull();
        expect(screen.getByRole('heading', { name: 'Melklevering' })).toHaveFocus();
      } finally {
        jest.useRealTimers();
      }
    });

    it('leaves the focus where an action put it, and takes none when it was elsewhere', async () => {
      const user = userEvent.setup();
      const notify = renderNotifier('with actions');
      const field = screen.getByRole('textbox', { name: 'Kg melk' });
      act(() => notify.error('Iemand anders sloeg op', 'Er ging iets fout', { actions: [{ label: 'Naar het veld', onClick: () => field.focus() }] }));
      await user.click(screen.getByRole('button', { name: 'Naar het veld' }));
      expect(field).toHaveFocus();
      act(() => notify.error('Nog een'));
      await user.click(field);
      act(() => notify.dismissAll());
      expect(field).toHaveFocus();
    });
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
