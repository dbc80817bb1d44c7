import { act, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { computeTotals } from '@klw/contracts';
import { maanden } from '../test-support/melk-data';
import { DeliveriesTable } from './deliveries-table';

jest.setTimeout(30_000);

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
  it('renders collapsed months fast, and expands all 1,000 rows without paging', () => {
    // Warm-up: the first Fluent render in a jsdom pays for style insertion once.
    renderTable().unmount();

    const start = performance.now();
    renderTable();
    const firstRender = performance.now() - start;
    expect(screen.getAllByRole('button', { name: /^\w+$/ })).toHaveLength(10);
    expect(rowCount()).toBe(1 + 10 + 1);

    const oneStart = performance.now();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Januari' }));
    });
    const expandOne = performance.now() - oneStart;
    expect(rowCount()).toBe(1 + 10 + 100 + 1);

    const allStart = performance.now();
    act(() => {
      for (const button of screen.getAllByRole('button', { expanded: false })) fireEvent.click(button);
    });
    const expandAll = performance.now() - allStart;
    expect(rowCount()).toBe(1 + 10 + 1000 + 1);

    console.log(
      `DeliveriesTable, 1,000 deliveries in jsdom: first render ${firstRender.toFixed(0)} ms, ` +
        `expanding one month (100 rows) ${expandOne.toFixed(0)} ms, the other nine (900 rows) ${expandAll.toFixed(0)} ms`,
    );
    // Bounds for a loaded CI machine. jsdom itself needs about 2 ms per table row (a plain React table of
    // 1,000 rows x 9 cells takes over 2 s in jsdom, even with React's production build); a browser is far
    // faster. What the screen controls: months start collapsed, so the first render does not grow with the
    // number of deliveries.
    expect(firstRender).toBeLessThan(1_000);
    expect(expandOne).toBeLessThan(2_500);
  });

  it('shows the year totals of all pickups in the footer', () => {
    renderTable();
    const footer = screen.getByRole('rowheader', { name: 'Totaal' }).closest('tr') as HTMLElement;
    expect(footer).toHaveTextContent('1.000');
    expect(footer).toHaveTextContent('10.000.000');
  });
});
