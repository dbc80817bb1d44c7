import type { GriffelStyle } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-components';

/**
 * A table's first column (the month or the date) stays in view while the figures scroll sideways on a phone, opaque
 * over them, with a line where they pass under it that takes no width (the columns keep the width they had). Paper has
 * no sideways scrolling. One style for every screen's tables, so they behave alike.
 */
export const stickyColumn: GriffelStyle = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
  '@media print': { position: 'static', boxShadow: 'none' },
};
