import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchDoc } from '@dfwiki/shared';
import { cx } from '../../lib/cx';

export interface SearchResultsProps {
  id: string;
  docs: SearchDoc[];
  active: number;
  label: string;
  onHover: (index: number) => void;
  onChoose: (doc: SearchDoc) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-opt-${index}`;

/** The palette's listbox. Options are not focusable: the input keeps focus and points at the active one. */
export function SearchResults({ id, docs, active, label, onHover, onChoose }: SearchResultsProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(id, active))}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);

  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={label}
      className="max-h-[min(60dvh,28rem)] overflow-y-auto p-2"
    >
      {docs.map((doc, index) => (
        // Mouse support for the listbox; keyboard use goes through the combobox input.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={doc.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          onMouseMove={() => index !== active && onHover(index)}
          onClick={() => onChoose(doc)}
          className={cx(
            'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5',
            index === active
              ? 'bg-active text-active-fg theme-contrast:outline-2 theme-contrast:outline-focus'
              : 'text-dropdown-fg',
          )}
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{doc.title}</span>
            {doc.subtitle && (
              <span className={cx('block truncate text-xs', index === active ? '' : 'text-fg-muted')}>
                {doc.subtitle}
              </span>
            )}
          </span>
          <span
            className={cx(
              'shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold',
              index === active ? 'bg-page/20' : 'bg-badge text-badge-fg',
            )}
          >
            {t(`search.kinds.${doc.kind}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
