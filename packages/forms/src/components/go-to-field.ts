import { useEffect } from 'react';
import { useFormState, useFormStoreApi } from '../store/form-context';

/**
 * Goes to the field a notice's link asked for (the store's `goingTo`): into view, mid-window (clear of the sticky bar
 * above and with its label in sight), and the focus in it, so the farmer types there at once, by keyboard too. A row
 * of a long list that was not drawn is drawn in the same render (RowsEditor keeps the asked row), before this runs.
 */
export function useGoToField(): void {
  const store = useFormStoreApi();
  const goingTo = useFormState((state) => state.goingTo);
  useEffect(() => {
    if (goingTo === null) return;
    const field = document.getElementsByName(goingTo.path)[0];
    if (field) {
      if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    }
    store.getState().fieldReached();
  }, [goingTo, store]);
}
