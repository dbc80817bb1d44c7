// @klw/forms: the screen kit (docs/adr/009-screen-kit.md). What every form screen needs, generic over its model:
// the store (load, check, save with If-Match, the 412 choice, drafts per user, year and screen, the session end),
// the frame with its bars and panels, fields bound to the store by path, lists of rows. Bundled into each screen.
export { formModel } from './model';
export type { FormApi } from './model';
export { yearCalls } from './api/year-calls';
export { createFormStore } from './store/form-store';
export type { FormState, FormStore, StoreOptions } from './store/form-state';
export { typedFormHooks } from './store/form-context';
export { FormRoot } from './components/form-root';
export { FormScreen } from './components/form-screen';
export { FormField, useFieldChecks } from './components/form-fields';
