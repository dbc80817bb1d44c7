// The number field's look: a narrow column, its unit, its note, and a read-only field in forced colours.
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { touchTarget } from './touch-target';

export const useNumberFieldStyles = makeStyles({
  // In a narrow column (320 px, 400 % zoom) the field and its box shrink to it; the unit stays whole beside the input.
  field: { maxWidth: '22rem', minWidth: 0 },
  // min-width 0: the box's own content (the input's intrinsic width and the unit) must not widen the field's grid
  // track past the column, or max-width 100% resolves against that wider track.
  box: { maxWidth: '100%', minWidth: 0 },
  // On a phone the input a finger hits is 44 px high (Fluent's field is 32).
  input: { textAlign: 'right', ...touchTarget },
  unit: { whiteSpace: 'nowrap' },
  // Like Fluent's hint under a field; while empty it takes no room.
  note: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
  noteShown: { marginTop: tokens.spacingVerticalXXS },
  // In forced colours (Windows contrast themes) the browser paints every box's fill and outline in the theme's own
  // colours, so 'filled-darker' alone looks just like an editable field there: a read-only field gets the theme's
  // colour for inactive text and a dashed outline instead.
  readOnly: {
    '@media (forced-colors: active)': {
      borderTopStyle: 'dashed',
      borderRightStyle: 'dashed',
      borderBottomStyle: 'dashed',
      borderLeftStyle: 'dashed',
      borderTopColor: 'GrayText',
      borderRightColor: 'GrayText',
      borderBottomColor: 'GrayText',
      borderLeftColor: 'GrayText',
    },
  },
});
