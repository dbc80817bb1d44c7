// @klw/forms/testing: the kit's second door, for a screen's unit tests only. Not for the screens' own code (their one
// door is @klw/forms): the set-up every screen's tests share (its calls answered by MSW behind klw_auth, its lifecycles
// mounted as the shell mounts them), the drafts a page opened now would find, and klw_auth's call-context fixture.
export { draftsOnThisComputer } from './test-support/drafts';
export { findSaveButton, hasSaveButton, saveButton } from './test-support/save-buttons';
export { itStartsTheYearLoadAtPageLoad, mountAsTheShell, runLifecyclesOutsideAct, screenApiServer, screenPageServer } from './test-support/screen-tests';
// The kit's own parts a screen's tests hold its model against: its form rules, the drafts' storage (to put a draft
// on this computer before the page opens) and whether the store has unsaved input. The screen's code reaches them
// only through the store and the frame.
export { localDraftStorage } from './drafts/draft-storage';
export { draftStillFits, rebaseForm, replacesTyping, restoreWouldChange, restoredForm, sameForm } from './rules/form-diff';
export { selectHasUnsavedChanges } from './store/form-selectors';
// klw_auth's own test helper, so that a screen's tests need no path into another package's sources.
export { callContextFixture } from '@klw/auth/testing';
