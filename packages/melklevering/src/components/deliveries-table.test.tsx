import { act, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { computeTotals } from '../rules/totals';
import { maanden } from '../test-support/melk-data';
import { DeliveriesTable } from './deliveries-table';

/** 1,000 pickups over ten months. */
function yearOf1000() {
  const months = maanden(10, 100, 2023);
  return { months, totaal: computeTotals(months).totaal };
}

// Counted without role queries: those walk the accessibility tree and are slow on a 1,000-row DOM.
const rowCount = (): number => document.querySelectorAll('tr').length;

function renderTable() {
  const { months, totaal } = yearOf1000();
  return render(
    <FluentProvider theme={webLightTheme}>
      <DeliveriesTable maanden={months} totaal={totaal} jaar={2023} />
    </FluentProvider>,
  );
}

describe('DeliveriesTable with 1,000 deliveries', () => {
  const table = (): HTMLElement => screen.getByRole('table');
  const scroller = (): HTMLElement => screen.getByRole('region', { name: 'Melkleveringen per maand' });
  const dates = (): string[] =>
    [...document.querySelectorAll('tbody tr[aria-rowindex]')]
      .map((row) => row.querySelector('th, td')?.textContent ?? '')
      .filter((text) => /^\d\d-\d\d-\d{4}$/.test(text));

  it('renders collapsed months, and expands all 1,000 rows without paging, with only the rows in view in the DOM', () => {
    renderTable();
    expect(screen.getAllByRole('button', { name: /^\w+$/ })).toHaveLength(10);
    expect(rowCount()).toBe(1 + 10 + 1);
    expect(table()).toHaveAttribute('aria-rowcount', String(1 + 10 + 1));

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Januari' }));
    });
    expect(table()).toHaveAttribute('aria-rowcount', String(1 + 10 + 100 + 1));
    expect(dates()[0]).toBe('01-01-2023');
    // Each row is named by its header cell: the month for its totals, the date for a delivery's figures.
    expect(screen.getByRole('rowheader', { name: 'Januari' })).toContainElement(screen.getByRole('button', { name: 'Januari' }));
    expect(screen.getAllByRole('rowheader', { name: '01-01-2023' })[0]?.closest('tr')).toHaveAttribute('aria-rowindex', '3');

    act(() => {
      for (const button of screen.getAllByRole('button', { expanded: false })) fireEvent.click(button);
    });
    // The table holds all 1,000 deliveries (a screen reader hears 1,012 rows), but the DOM only those near the
    // 500 px view; every month's row stays, so each toggle keeps its place in the tab order.
    expect(table()).toHaveAttribute('aria-rowcount', String(1 + 10 + 1000 + 1));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(10);
    expect(dates().length).toBeGreaterThan(0);
    expect(dates().length).toBeLessThan(40);
    expect(screen.getByRole('rowheader', { name: 'Totaal' }).closest('tr')).toHaveAttribute('aria-rowindex', '1012');
  });

  it('shows the deliveries further down when the table is scrolled, numbered by their place in the whole table', () => {
    renderTable();
    act(() => {
      for (const button of screen.getAllByRole('button', { expanded: false })) fireEvent.click(button);
    });
    // February's 50th delivery: January's row and 100 rows, February's row, 49 rows (row-window.ts; jsdom lays
    // out nothing, so the head measures 0 px).
    act(() => {
      scroller().scrollTop = 36 + 100 * 32 + 36 + 49 * 32;
      fireEvent.scroll(scroller());
    });
    const februari = dates().filter((date) => date.endsWith('-02-2023'));
    expect(februari.length).toBeGreaterThan(10);
    expect(dates().some((date) => date.endsWith('-01-2023') && date === '01-01-2023')).toBe(false);
    // 2 is January's row, 3-102 its deliveries, 103 February's row: its 50th delivery is row 153.
    const fiftieth = document.querySelector('tr[aria-rowindex="153"]');
    expect(fiftieth?.querySelector('th, td')).toHaveTextContent(/^22-02-2023$/);
    // The spacers keep every row's place: the scroll height of the table stays that of all rows.
    const spacerHeights = [...document.querySelectorAll('tr[aria-hidden="true"] td')].reduce(
      (sum, cell) => sum + parseInt((cell as HTMLElement).style.height, 10),
      0,
    );
    expect(spacerHeights / 32 + dates().length).toBe(1000);
  });

  it('puts every delivery of the open months into the DOM while the page is printed, and goes back after', () => {
    renderTable();
    act(() => {
      for (const button of screen.getAllByRole('button', { name: /^(Januari|Februari)$/ })) fireEvent.click(button);
    });
    const onScreen = dates().length;
    expect(onScreen).toBeLessThan(200);
    // The browser fires beforeprint just before it lays the page out for paper: the rows must be there when the
    // event returns, without a later render. So no act() here, which would flush React's work itself.
    const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      window.dispatchEvent(new Event('beforeprint'));
      expect(dates()).toHaveLength(200);
      expect(document.querySelectorAll('tr[aria-hidden="true"]')).toHaveLength(0);
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    act(() => {
      fireEvent(window, new Event('afterprint'));
    });
    expect(dates()).toHaveLength(onScreen);
  });

  it('shows the year totals of all pickups in the footer', () => {
    renderTable();
    const footer = screen.getByRole('rowheader', { name: 'Totaal' }).closest('tr') as HTMLElement;
    expect(footer).toHaveTextContent('1.000');
    expect(footer).toHaveTextContent('10.000.000');
  });
});
