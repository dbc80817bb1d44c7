// The rows editor's look: rows in the page's flow, or (a long list) a scroll box of its own with each row placed at
// its offset; every row in the flow on paper.
import { makeStyles, tokens } from '@fluentui/react-components';
import { touchTarget } from '@klw/ui';
import { MAX_VIEW_HEIGHT } from './rows-window';

export const useRowsEditorStyles = makeStyles({
  // A year may hold thousands of rows: they scroll in a box of their own, and only those near its view are in the DOM.
  scroller: {
    maxHeight: `min(${MAX_VIEW_HEIGHT}px, 70vh)`,
    overflowY: 'auto',
    // On paper every row is printed, over as many pages as it takes.
    '@media print': { maxHeight: 'none', overflowY: 'visible' },
  },
  list: { position: 'relative', margin: 0, padding: 0, listStyle: 'none' },
  item: { paddingBottom: tokens.spacingVerticalM },
  // Each row at its offset, so any rows (the window, the focused row, rows holding text that is no number) can be
  // in the DOM without the ones between them.
  placed: { position: 'absolute', left: 0, right: 0, '@media print': { position: 'static' } },
  row: {
    display: 'grid',
    // At most the card's width: at 320 px the fields stack, each as wide as the card.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
    alignItems: 'start',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  // The button sits at the bottom of its cell, in line with the inputs beside it.
  remove: { alignSelf: 'end', justifySelf: 'start', ...touchTarget },
  add: { alignSelf: 'flex-start', ...touchTarget },
  refused: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  removed: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  undo: touchTarget,
});
