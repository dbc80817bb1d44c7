// @klw/contracts/year: a reporting year and what a user may do in it: read-only and why, a year refused, the year's heading.
export * from '../read-only';
export * from '../refused-year';
export * from '../year-heading';
