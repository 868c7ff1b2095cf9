import { useTranslation } from 'react-i18next';
import ArrowDownWideNarrow from 'lucide-react/icons/arrow-down-wide-narrow';
import ArrowUpNarrowWide from 'lucide-react/icons/arrow-up-narrow-wide';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { HIT_ZONES, type HitZone, type TtkSortKey, type TtkView } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { Captioned, SELECT } from './captioned';

export interface TtkControlsProps {
  view: TtkView;
  categories: string[];
  onChange: (patch: Partial<TtkView>) => void;
  onReset: () => void;
}

/** Category filter, target zone, sort key and direction, Reset Filters. */
export function TtkControls({ view, categories, onChange, onReset }: TtkControlsProps) {
  const { t } = useTranslation();
  const sorts: TtkSortKey[] = ['category', 'name', 'ttk'];
  const desc = view.direction === 'desc';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] lg:items-end">
      <Captioned caption={t('ttk.controls.category')} htmlFor="ttk-category">
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
      </Captioned>
      <Captioned caption={t('ttk.controls.zone')} htmlFor="ttk-zone">
        <select
          id="ttk-zone"
          className={SELECT}
          value={view.target}
          onChange={(e) => onChange({ target: e.target.value as HitZone })}
        >
          {HIT_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {t(`ttk.zones.${zone}`)}
            </option>
          ))}
        </select>
      </Captioned>
      <Captioned caption={t('ttk.controls.sort')} htmlFor="ttk-sort">
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
      </Captioned>
      <Button variant="secondary" onClick={onReset} icon={<RotateCcw size={16} aria-hidden="true" />}>
        {t('ttk.controls.reset')}
      </Button>
    </div>
  );
}
