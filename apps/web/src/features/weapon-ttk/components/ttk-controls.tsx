import { useTranslation } from 'react-i18next';
import ArrowDownWideNarrow from 'lucide-react/icons/arrow-down-wide-narrow';
import ArrowUpNarrowWide from 'lucide-react/icons/arrow-up-narrow-wide';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { HIT_ZONES, type HitZone, type TtkSortKey, type TtkView } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { Captioned, SELECT, SelectField } from './captioned';

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
      <SelectField
        caption={t('ttk.controls.category')}
        id="ttk-category"
        earlyFilter="category"
        value={view.category}
        options={[
          { value: 'all', label: t('ttk.controls.allCategories') },
          ...categories.map((c) => ({ value: c, label: t(`ttk.categories.${c}`, { defaultValue: c }) })),
        ]}
        onChange={(category) => onChange({ category })}
      />
      <SelectField
        caption={t('ttk.controls.zone')}
        id="ttk-zone"
        value={view.target}
        options={HIT_ZONES.map((zone) => ({ value: zone, label: t(`ttk.zones.${zone}`) }))}
        onChange={(zone) => onChange({ target: zone as HitZone })}
      />
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
