import type { GriffelStyle } from '@fluentui/react-components';

/** A phone's width (390 px) and anything up to a small tablet on its side. */
const PHONE_WIDTH = '@media (max-width: 40em)';

/**
 * A button's style at phone width: at least 44 by 44 px, the size a finger hits without touching its neighbour
 * (Fluent's buttons are 24 px (small) or 32 px high). On a desk the buttons keep Fluent's size.
 */
export const touchTarget: GriffelStyle = {
  [PHONE_WIDTH]: { minHeight: '44px', minWidth: '44px' },
};
