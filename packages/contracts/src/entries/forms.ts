// @klw/contracts/forms: a form screen: its declaration (declareScreen) and everything derived from it, the fields and their checks, the
// shell's props, and the shape of a screen's demo data.
export * from '../screen';
export * from '../form-model';
export type { ScreenProps } from '../screen-props';
export * from '../demo-data';
