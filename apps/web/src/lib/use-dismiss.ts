import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on a pointer-down outside `ref` or on Escape while `active`.
 * Escape also returns focus to `returnFocus` (a ref or a getter) when given.
 */
export function useDismiss(
  active: boolean,
  ref: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  returnFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined),
): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      const target = typeof returnFocus === 'function' ? returnFocus() : returnFocus?.current;
      onDismiss();
      target?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, ref, onDismiss, returnFocus]);
}
