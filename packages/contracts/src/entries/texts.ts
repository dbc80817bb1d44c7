// @klw/contracts/texts: what the farmer reads and types: Dutch numbers and dates, the number input, visible text, the Dutch messages.
export * from '../format';
export * from '../number-input';
export * from '../visible-text';
export * from '../messages';
export * from '../interface-texts';
