// @klw/contracts/drafts: typing kept on this computer: a draft, its key per user, year and page, and the choice opening a year offers.
export * from '../draft';
export * from '../draft-key';
