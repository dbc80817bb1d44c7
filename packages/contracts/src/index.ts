// @klw/contracts: the call contracts (valibot schemas, call context and failure) and the rules every screen shares (forms,
// years, formats, messages, drafts). Its one public face; no build code (@klw/platform).
export * from './primitives';
export * from './iso-date';
export * from './call-context';
export * from './menu';
export * from './auth';
export * from './error-answer';
export * from './call-failure';
export * from './read-only';
export * from './format';
export * from './messages';
export * from './screen';
export * from './form-model';
export * from './visible-text';
export * from './draft';
export * from './draft-key';
export * from './demo-data';
export * from './number-input';
export * from './retry';
export * from './data-integration';
export * from './telemetry';
export type { ScreenProps } from './screen-props';
export * from './year-heading';
export * from './refused-year';
