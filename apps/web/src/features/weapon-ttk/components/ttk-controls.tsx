import { useTranslation } from 'react-i18next';
import ArrowDownWideNarrow from 'lucide-react/icons/arrow-down-wide-narrow';
import ArrowUpNarrowWide from 'lucide-react/icons/arrow-up-narrow-wide';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { DisplayTarget, TtkSortKey, TtkView } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';

export interface TtkControlsProps {
  view: TtkView;
  categories: string[];
  onChange: (patch: Partial<TtkView>) => void;
  onReset: () => void;
}

const SELECT = 'h-10 w-full rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg';
const LABEL = 'mb-1 block text-xs font-semibold tracking-wide text-fg-muted uppercase';

/** Category filter, target zone, sort key and direction, Reset Filters. */
export function TtkControls({ view, categories, onChange, onReset }: TtkControlsProps) {
  const { t } = useTranslation();
  const zones: DisplayTarget[] = ['chest', 'head'];
  const sorts: TtkSortKey[] = ['category', 'name', 'ttk'];
  const desc = view.direction === 'desc';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] lg:items-end">
      <div>
        <label htmlFor="ttk-category" className={LABEL}>
          {t('ttk.controls.category')}
        </label>
        <select
          id="ttk-category"
          className={SELECT}
          value={view.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="all">{t('ttk.controls.allCategories')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {t(`ttk.categories.${c}`, { defaultValue: c })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <span id="ttk-zone-label" className={LABEL}>
          {t('ttk.controls.zone')}
        </span>
        <div
          role="group"
          aria-labelledby="ttk-zone-label"
          className="inline-flex h-10 rounded-lg border border-line bg-sunken p-0.5"
        >
          {zones.map((zone) => (
            <button
              key={zone}
              type="button"
              aria-pressed={view.target === zone}
              onClick={() => onChange({ target: zone })}
              className={cx(
                'rounded-md px-4 text-sm font-semibold',
                view.target === zone
                  ? 'bg-accent text-accent-fg'
                  : 'text-fg-muted hover:bg-hover hover:text-fg',
              )}
            >
              {t(`ttk.zones.${zone}`)}
            </button>
          ))}
        </div>
      </div>
      <div>
        <label htmlFor="ttk-sort" className={LABEL}>
          {t('ttk.controls.sort')}
        </label>
        <div className="flex gap-2">
          <select
            id="ttk-sort"
            className={SELECT}
            value={view.sortKey}
            onChange={(e) => onChange({ sortKey: e.target.value as TtkSortKey })}
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`ttk.sort.${s}`)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={() => onChange({ direction: desc ? 'asc' : 'desc' })}
            icon={
              desc ? (
                <ArrowDownWideNarrow size={16} aria-hidden="true" />
              ) : (
                <ArrowUpNarrowWide size={16} aria-hidden="true" />
              )
            }
            aria-label={t('ttk.controls.direction', { direction: t(`ttk.sort.${view.direction}`) })}
          >
            {t(`ttk.sort.${view.direction}`)}
          </Button>
        </div>
      </div>
      <Button variant="secondary" onClick={onReset} icon={<RotateCcw size={16} aria-hidden="true" />}>
        {t('ttk.controls.reset')}
      </Button>
    </div>
  );
}
