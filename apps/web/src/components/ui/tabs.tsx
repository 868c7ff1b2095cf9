import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
  className?: string;
  /**
   * Every tab shows some of the panel's items, each marked with `data-for-tab` (the tabs that show
   * it): a tap before the app has arrived is answered from the HTML (take-over/early-answers.ts).
   */
  filtersItems?: boolean;
}

/** WAI-ARIA tabs with roving focus (Left/Right/Home/End move and select). */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
  className,
  filtersItems = false,
}: TabsProps<T>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);

  // On a narrow screen the list scrolls sideways: keep the selected tab in sight (a link may open
  // the last one). Only the list scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = [...(list?.children ?? [])].find((el) => (el as HTMLElement).dataset.tabId === value);
    if (!list || !tab) return;
    const outer = list.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left < outer.left) list.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) list.scrollLeft += inner.right - outer.right;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((tab) => tab.id === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    const id = enabled[next].id;
    onChange(id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(id)}"]`)?.focus();
  };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        data-early-filter={filtersItems ? '' : undefined}
        className="flex gap-1 overflow-x-auto border-b border-line pb-px"
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              data-tab-id={tab.id}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onChange(tab.id)}
              onKeyDown={onKeyDown}
              // The look follows aria-selected, so a tab selected before the app (early-answers.ts)
              // looks selected too.
              className="df-tab"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${value}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
