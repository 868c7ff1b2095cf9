import { useTranslation } from 'react-i18next';
import Star from 'lucide-react/icons/star';
import { truncateText, type Build } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { handleRovingKeyDown, ROVING_ROOT } from '../../../lib/roving-focus';
import { valuesBy } from './build-provenance';

/** The weapon's builds; the selected one is marked and kept in the URL (?build=id) by the page. */
export function BuildList({
  builds,
  selectedId,
  onSelect,
}: {
  builds: readonly Build[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('weapons.builds.list')}>
      <ul className="space-y-2" {...ROVING_ROOT}>
        {builds.map((build) => {
          const selected = build.id === selectedId;
          return (
            <li key={build.id}>
              <button
                type="button"
                data-roving-item
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(build.id)}
                onKeyDown={(e) => handleRovingKeyDown(e)}
                className={cx(
                  'w-full rounded-xl border p-3 text-left transition-colors',
                  selected
                    ? 'border-build-card-accent bg-active text-active-fg theme-contrast:border-link'
                    : 'border-card-line bg-card text-card-fg hover:bg-hover',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{build.name}</span>
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm tabular-nums">
                    <Star size={14} aria-hidden="true" className="fill-current text-caution" />
                    {build.rating.toFixed(1)}
                    {/* No rating is measured: DF Wiki's example on an imported build, else an estimate. */}
                    <span className="rounded border border-line-strong px-1 text-[10px] font-semibold uppercase">
                      {valuesBy(build) === 'example' ? t('common.example') : t('weapons.builds.estimate')}
                    </span>
                  </span>
                </span>
                {build.description && (
                  <span className={cx('mt-1 block text-sm', !selected && 'text-fg-muted')}>
                    {truncateText(build.description)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
