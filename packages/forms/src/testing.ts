// @klw/forms/testing: the kit's second door, for a screen's unit tests only. Not for the screens' own code (their one
// door is @klw/forms): the set-up every screen's tests share (its calls answered by MSW behind klw_auth, its lifecycles
// mounted as the shell mounts them), its save button, and klw_auth's call-context fixture. What the kit's screen does
// the same on every screen (drafts, the 412 choice, the session end) is tested in the kit (docs/TESTING.md).
export { hasSaveButton, saveButton } from './test-support/save-buttons';
export { itStartsTheYearLoadAtPageLoad, mountAsTheShell, runLifecyclesOutsideAct, screenApiServer, screenPageServer } from './test-support/screen-tests';
// The kit's own parts a screen's tests hold its model against: its form rules and whether the store has unsaved
// input. The screen's code reaches them only through the store and the frame.
export { draftStillFits, rebaseForm, replacesTyping, restoreWouldChange, restoredForm, sameForm } from './rules/form-diff';
export { selectHasUnsavedChanges } from './store/form-selectors';
// klw_auth's own test helper, so that a screen's tests need no path into another package's sources.
export { callContextFixture } from '@klw/auth/testing';
