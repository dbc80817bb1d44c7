import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary, RemoteRoot } from '@klw/ui';
import { FormStoreProvider } from '../store/form-context';
import type { FormStore } from '../store/form-state';

export interface FormRootProps<TData, TForm> {
  /** The remote's own prefix for Fluent's ids ('klw-krachtvoer-'). */
  idPrefix: string;
  /** Makes the store of this mount (a remount, another year, starts clean); the model is the store's. */
  createStore: () => FormStore<TData, TForm>;
  children: ReactNode;
}

/** A form screen's root: Fluent providers with its own id prefix, an error boundary, and a store for this mount. */
export function FormRoot<TData, TForm>({ idPrefix, createStore, children }: FormRootProps<TData, TForm>) {
  // One store per mount, so a remount (another year) starts clean; gone from the page, the screen no longer writes
  // its draft, and other tabs may offer it.
  const [store] = useState(createStore);
  useEffect(() => () => store.getState().leave(), [store]);
  return (
    <RemoteRoot idPrefix={idPrefix}>
      <ErrorBoundary>
        <FormStoreProvider store={store} model={store.model}>
          {children}
        </FormStoreProvider>
      </ErrorBoundary>
    </RemoteRoot>
  );
}
