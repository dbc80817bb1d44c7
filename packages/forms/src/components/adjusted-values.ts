import { createContext, useContext, useMemo } from 'react';

// The figures a number field changed on blur (its clamp to the field's bounds), kept per field path while the field
// says so under itself. The frame reads them at a save: the notice after it lists each, so a slip (4,45 typed as
// 44,5, saved as 8,00) is named once more where the farmer looks after saving, not only under a field scrolled away.

interface AdjustedValue {
  /** The text as the farmer typed it ('44,5'). */
  typed: string;
  /** What the field shows now ('8,00'). */
  shown: string;
}

export interface AdjustedValues {
  set(path: string, value: AdjustedValue | null): void;
  /** Every field's adjustment as it stands, in the order the fields were left. */
  list(): { path: string; value: AdjustedValue }[];
}

/** A register of one screen's adjusted values (FormScreen holds one per mount). */
export function useAdjustedValuesRegister(): AdjustedValues {
  return useMemo(() => {
    const values = new Map<string, AdjustedValue>();
    return {
      set(path, value) {
        values.delete(path);
        if (value !== null) values.set(path, value);
      },
      list: () => [...values].map(([path, value]) => ({ path, value })),
    };
  }, []);
}

export const AdjustedValuesContext = createContext<AdjustedValues | null>(null);

/** The screen's register; null outside a FormScreen (a card shown on its own, in a test). */
export function useAdjustedValues(): AdjustedValues | null {
  return useContext(AdjustedValuesContext);
}
