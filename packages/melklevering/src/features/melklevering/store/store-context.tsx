import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { MelkleveringState, MelkleveringStore } from './melklevering-store';

const StoreContext = createContext<MelkleveringStore | null>(null);

export function MelkleveringStoreProvider({ store, children }: { store: MelkleveringStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useMelkleveringStoreApi(): MelkleveringStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('The milk delivery screen needs a MelkleveringStoreProvider.');
  return store;
}

/** Subscribes a component to one part of the screen's store; it re-renders only when that part changes. */
export function useMelklevering<T>(selector: (state: MelkleveringState) => T): T {
  return useStore(useMelkleveringStoreApi(), selector);
}
