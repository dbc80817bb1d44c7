import { useEffect, useState } from 'react';

/**
 * A screen root's store: one per mount, so a remount (another year) starts clean; gone from the page, the screen no
 * longer writes its draft, and other tabs may offer it.
 */
export function useFormRoot<TStore extends { getState(): { leave(): void } }>(create: () => TStore): TStore {
  const [store] = useState(create);
  useEffect(() => () => store.getState().leave(), [store]);
  return store;
}
