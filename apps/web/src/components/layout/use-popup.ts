import { useCallback, useRef } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * A button that opens a list beside it (a menu, a group's links): refs for the box around both, the
 * button and the list; while `dismissable`, a click outside or Escape closes it (Escape puts focus back
 * on the button). Spread `toggle` on the button: it says whether the list is open and opens or closes it.
 */
export function usePopup<Root extends HTMLElement>(
  listId: string,
  open: boolean,
  onOpenChange: (open: boolean) => void,
  dismissable = open,
) {
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(dismissable, rootRef, close, buttonRef);
  const toggle = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': listId,
    onClick: () => onOpenChange(!open),
  } as const;
  return { rootRef, buttonRef, listRef, close, toggle };
}
