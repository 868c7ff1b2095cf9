import { useTranslation } from 'react-i18next';
import Check from 'lucide-react/icons/check';
import { cx } from '../../../lib/cx';
import { Spinner } from '../../../components/ui/spinner';
import { useTags } from '../hooks/use-admin-queries';

/** Toggle buttons for build tags (used by the weapon and build forms). */
export function TagPicker({
  value,
  onChange,
  onLoadError,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  onLoadError?: string;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  if (tags.isPending) return <Spinner size="sm" />;
  if (tags.isError)
    return (
      <p role="alert" className="text-sm text-negative">
        {onLoadError ?? t('admin.tags.loadFailed')}
      </p>
    );
  if (tags.data.length === 0) return <p className="text-sm text-fg-muted">{t('admin.tags.empty')}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{t('admin.common.tags')}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.data.map((tag) => {
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
