import { useCallback, useMemo, useRef } from 'react';
import type { FocusEvent } from 'react';

export interface FocusWithin {
  /** For the container's `onFocus` and `onBlur`. */
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
  /**
   * The element inside the container that held the focus, when it has since been taken out of the page and the
   * focus fell to the document; it is then forgotten. Null otherwise: an action that moved the focus on purpose
   * keeps it where it put it.
   */
  takeLost(): HTMLElement | null;
}

/**
 * Which element inside a container holds the focus, so that when a part of the screen closes or is replaced with the
 * focus in it, the focus can be handed on: a browser drops it to the start of the page, and a keyboard or screen
 * reader user loses their place. Focus that moves to another element outside, or that the user drops by clicking the
 * page while the element stays, is forgotten.
 */
export function useFocusWithin(): FocusWithin {
  const held = useRef<HTMLElement | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    held.current = event.target;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next !== null) {
      held.current = null;
      return;
    }
    // Focus to nothing: the user clicked the page (the element is still there), or the element is being removed.
    const left = event.target;
    queueMicrotask(() => {
      if (left.isConnected && held.current === left) held.current = null;
    });
  }, []);
  const takeLost = useCallback((): HTMLElement | null => {
    const lost = held.current;
    if (!lost || lost.isConnected) return null;
    held.current = null;
    const active = document.activeElement;
    return !active || active === document.body ? lost : null;
  }, []);
  return useMemo(() => ({ onFocus, onBlur, takeLost }), [onFocus, onBlur, takeLost]);
}
