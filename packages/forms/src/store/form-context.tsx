import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { FormModel } from '../model';
import type { FormState, FormStore } from './form-state';

/** The mounted screen's store and model, as the kit's components read them (whatever the screen's own types). */
interface FormContextValue {
  store: FormStore<unknown, unknown>;
  model: FormModel<unknown, unknown>;
}

const FormContext = createContext<FormContextValue | null>(null);

export interface FormStoreProviderProps<TData, TForm> {
  store: FormStore<TData, TForm>;
  model: FormModel<TData, TForm>;
  children: ReactNode;
}

/** Gives a screen's store and model to the kit's components below it. */
export function FormStoreProvider<TData, TForm>({ store, model, children }: FormStoreProviderProps<TData, TForm>) {
  // The kit's components read the store through its generic face: values by path, never the screen's own types.
  const value = { store: store as unknown as FormStore<unknown, unknown>, model: model as unknown as FormModel<unknown, unknown> };
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form screen needs a FormStoreProvider (@klw/forms).');
  return context;
}

/** The mounted screen's store, as the kit's components see it. */
export function useFormStoreApi(): FormStore<unknown, unknown> {
  return useFormContext().store;
}

/** The mounted screen's model. */
export function useFormModel(): FormModel<unknown, unknown> {
  return useFormContext().model;
}

/** Subscribes a component to one part of the screen's store; it re-renders only when that part changes. */
export function useFormState<T>(selector: (state: FormState<unknown, unknown>) => T): T {
  return useStore(useFormStoreApi(), selector);
}

/**
 * A screen's own typed view of its store (the milk screen's `useMelklevering`): the store below the provider is the
 * one the screen created, with its own actions.
 */
export function typedFormHooks<TState>() {
  const useStoreApi = (): FormStore<unknown, unknown> & { getState(): TState } => useFormStoreApi() as never;
  const useSelect = <T,>(selector: (state: TState) => T): T => useStore(useFormStoreApi(), selector as never);
  return { useStoreApi, useSelect };
}
