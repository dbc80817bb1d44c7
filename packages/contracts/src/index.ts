// @klw/contracts: the call contracts (valibot schemas, call context and failure) and the domain rules (milk,
// Krachtvoer, forms, totals, years, formats, messages, drafts). Its one public face; no build code (@klw/platform).
export * from './primitives';
export * from './iso-date';
export * from './call-context';
export * from './menu';
export * from './melk-levering';
export * from './auth';
export * from './error-answer';
export * from './call-failure';
export * from './read-only';
export * from './year-rules';
export * from './melk-fields';
export * from './format';
export * from './messages';
export * from './form';
export * from './form-fields';
export * from './form-model';
export * from './validate-melk-levering';
export * from './per-koe';
export * from './krachtvoer';
export * from './totals';
export * from './draft';
export * from './draft-key';
export * from './number-input';
export * from './retry';
export * from './data-integration';
export * from './telemetry';
export type { ScreenProps } from './screen-props';
