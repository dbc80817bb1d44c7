// @klw/contracts/calls: the wire of every call: the schemas of ids, numbers and dates, the call context, sign-in, the API's error answer,
// what a failed call says and whether it is worth retrying.
export * from '../primitives';
export * from '../iso-date';
export * from '../call-context';
export * from '../auth';
export * from '../error-answer';
export * from '../call-failure';
export * from '../retry';
