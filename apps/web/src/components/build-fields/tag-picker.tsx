import { useTranslation } from 'react-i18next';
import Check from 'lucide-react/icons/check';
import type { Tag } from '@dfwiki/shared';
import { cx } from '../../lib/cx';
import { Spinner } from '../ui/spinner';

/** Toggle buttons for build tags (used by the weapon and build forms). */
export function TagPicker({
  tags,
  value,
  onChange,
  onLoadError,
}: {
  /** The tags to offer, as their query reads them. */
  tags: { data?: Tag[]; isPending: boolean; isError: boolean };
  value: number[];
  onChange: (ids: number[]) => void;
  onLoadError?: string;
}) {
  const { t } = useTranslation();
  if (tags.isPending) return <Spinner size="sm" />;
  if (tags.isError)
    return (
      <p role="alert" className="text-sm text-negative">
        {onLoadError ?? t('admin.tags.loadFailed')}
      </p>
    );
  const list = tags.data ?? [];
  if (list.length === 0) return <p className="text-sm text-fg-muted">{t('admin.tags.empty')}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{t('admin.common.tags')}</legend>
      <div className="flex flex-wrap gap-2">
        {list.map((tag) => {
          const on = value.includes(tag.id);
          return (
            <button
              key={tag.id}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((id) => id !== tag.id) : [...value, tag.id])}
              className={cx(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                on
                  ? 'border-transparent bg-accent text-accent-fg theme-contrast:border-line'
                  : 'border-line text-fg hover:bg-hover',
              )}
            >
              {on && <Check size={14} aria-hidden="true" />}
              {tag.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
