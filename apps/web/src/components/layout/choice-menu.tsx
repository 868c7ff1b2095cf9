import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import Check from 'lucide-react/icons/check';
import { cx } from '../../lib/cx';
import { ROVING_ROOT, focusFirstRovingItem, handleRovingKeyDown } from '../../lib/roving-focus';
import { SidebarToggle } from './sidebar-row';
import { usePopup } from './use-popup';

export interface Choice {
  value: string;
  label: string;
  icon?: ReactNode;
}

export interface ChoiceMenuProps {
  id: string;
  /** Accessible name of the menu and the button's leading text (e.g. "Theme"). */
  label: string;
  choices: Choice[];
  value: string;
  onSelect: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Collapsed sidebar: the button cycles to the next choice instead of opening the menu. */
  collapsed: boolean;
  onCycle: () => void;
  /** Text for the collapsed button, e.g. "Theme: Light (click for Dark)". */
  cycleLabel: string;
  listClassName?: string;
}

/** Sidebar theme/language switcher: a button + upward menu of radio items; cycles when collapsed. */
export function ChoiceMenu({
  id,
  label,
  choices,
  value,
  onSelect,
  open,
  onOpenChange,
  collapsed,
  onCycle,
  cycleLabel,
  listClassName,
}: ChoiceMenuProps) {
  const menuId = `${id}-menu`;
  const { rootRef, buttonRef, listRef, close, toggle } = usePopup<HTMLDivElement>(menuId, open, onOpenChange);
  useEffect(() => {
    if (open) focusFirstRovingItem(listRef.current);
  }, [open, listRef]);

  const current = choices.find((choice) => choice.value === value) ?? choices[0];
  const onItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Tab') close();
    else handleRovingKeyDown(event);
  };

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={onCycle}
        aria-label={cycleLabel}
        title={cycleLabel}
        className="flex w-full items-center justify-center rounded-lg py-2.5 text-nav-fg transition-colors hover:bg-hover"
      >
        <span aria-hidden="true" className="[&>svg]:size-6">
          {current.icon}
        </span>
      </button>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <SidebarToggle
        {...toggle}
        open={open}
        aria-haspopup="menu"
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
        icon={
          <span aria-hidden="true" className="shrink-0 [&>svg]:size-5">
            {current.icon}
          </span>
        }
        label={
          <>
            <span className="sr-only">{label}: </span>
            {current.label}
          </>
        }
      />
      {open && (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={label}
          {...ROVING_ROOT}
          className={cx(
            'absolute bottom-full left-0 z-50 mb-2 w-full overflow-y-auto rounded-lg border border-dropdown-line bg-dropdown p-1 text-dropdown-fg shadow-xl',
            listClassName,
          )}
        >
          {choices.map((choice) => {
            const checked = choice.value === value;
            return (
              <li key={choice.value} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={checked}
                  data-roving-item
                  tabIndex={-1}
                  onKeyDown={onItemKeyDown}
                  onClick={() => {
                    onSelect(choice.value);
                    close();
                    buttonRef.current?.focus();
                  }}
                  className={cx(
                    'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm',
                    checked ? 'bg-active font-semibold text-active-fg' : 'hover:bg-dropdown-hover',
                  )}
                >
                  <span aria-hidden="true" className="[&>svg]:size-4">
                    {choice.icon}
                  </span>
                  <span className="flex-1">{choice.label}</span>
                  {checked && <Check size={16} aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
