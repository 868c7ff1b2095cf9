import type { Ref } from 'react';
import X from 'lucide-react/icons/x';

export interface CloseButtonProps {
  /** Accessible name: what the X does ("Close", "Dismiss", "Clear search"). */
  label: string;
  onClick: () => void;
  className: string;
  iconSize?: number;
  ref?: Ref<HTMLButtonElement>;
}

/** An icon-only X button that closes, dismisses or clears what it sits on. */
export function CloseButton({ label, onClick, className, iconSize = 16, ref }: CloseButtonProps) {
  return (
    <button ref={ref} type="button" onClick={onClick} aria-label={label} className={className}>
      <X size={iconSize} aria-hidden="true" />
    </button>
  );
}
