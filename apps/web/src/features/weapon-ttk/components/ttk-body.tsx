import { useMemo } from 'react';
import { ModelProvenance } from '../../../components/ui/model-provenance';
import { useTranslation } from 'react-i18next';
import { KeptHtml } from '../../../take-over/kept-html';
import SearchX from 'lucide-react/icons/search-x';
import { top10Fastest, ttkRows, type TtkSortKey, type TtkView, type WeaponListItem } from '@dfwiki/shared';
import { useTtkWeapons, viewSetup, type TtkGear } from '../hooks/use-ttk-weapons';
import { TtkCustomControls } from './ttk-custom-controls';
import { TtkSetupCard } from './ttk-setup-card';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Top10Chart } from './top10-chart';
import { TtkControls } from './ttk-controls';
import { TtkLegend } from './ttk-legend';
import { TtkStats } from './ttk-stats';
import { TtkTable } from './ttk-table';

export interface TtkBodyProps {
  weapons: WeaponListItem[];
  gear: TtkGear;
  view: TtkView;
  onChange: (patch: Partial<TtkView>) => void;
  onReset: () => void;
}

/** Everything under the ammo tabs once the weapons have loaded. */
export function TtkBody({ weapons: listed, gear, view: requested, onChange, onReset }: TtkBodyProps) {
  const { t } = useTranslation();
  const weapons = useTtkWeapons(listed, gear, requested);
  const forAmmo = useMemo(
    () => ttkRows(weapons, { ...requested, category: 'all', sortKey: 'category', direction: 'asc' }),
    [weapons, requested],
  );
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const row of forAmmo) map.set(row.category, (map.get(row.category) ?? 0) + 1);
    return [...map.entries()];
  }, [forAmmo]);
  // A link may name a category the data does not have (renamed, or typed into the URL): show all.
  const view = useMemo(
    () =>
      requested.category === 'all' || counts.some(([name]) => name === requested.category)
        ? requested
        : { ...requested, category: 'all' },
    [requested, counts],
  );
  const rows = useMemo(() => ttkRows(weapons, view), [weapons, view]);
  const top = useMemo(() => top10Fastest(weapons, view), [weapons, view]);
  const onSort = (key: TtkSortKey) =>
    onChange(
      view.sortKey === key
        ? { direction: view.direction === 'asc' ? 'desc' : 'asc' }
        : { sortKey: key, direction: 'asc' },
    );
  const topCaption = t('ttk.top.title', {
    ammo: t(`ttk.ammo.${view.ammo}`),
    zone: t(`ttk.zones.${view.target}`),
  });

  return (
    <div className="space-y-6">
      {view.ammo === 'custom' && <TtkCustomControls view={view} rounds={gear.rounds} onChange={onChange} />}
      {/* What only shows the view keeps the server's HTML until the view changes. */}
      <KeptHtml data={[view, gear]}>
        {([view, gear]) => <TtkSetupCard setup={viewSetup(view)} gear={gear} />}
      </KeptHtml>
      <TtkControls
        view={view}
        categories={counts.map(([name]) => name)}
        onChange={onChange}
        onReset={onReset}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <KeptHtml data={view} className="grid">
          {(view) => <TtkLegend view={view} />}
        </KeptHtml>
        <TtkStats
          view={view}
          counts={counts}
          shown={rows.length}
          onCategory={(category) => onChange({ category })}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={<SearchX size={36} />}
          title={t('ttk.empty.title')}
          description={t('ttk.empty.text')}
        />
      ) : (
        <TtkTable rows={rows} view={view} onSort={onSort} />
      )}
      <div className="space-y-1">
        <p className="text-sm text-fg-muted" data-testid="ttk-left-out">
          {t('ttk.leftOut')}
        </p>
        <ModelProvenance rounds={gear.rounds} armor={gear.armor} />
      </div>
      {rows.some((r) => r.weapon.outcome.status === 'no-round') && (
        <p className="text-sm text-fg-muted" id="ttk-no-round-note">
          {t('ttk.noRoundNote')}
        </p>
      )}
      {/* The chart follows the category too: it waits for the app when the filter answers before it. */}
      <Card className="p-5" data-early-stale="">
        <h2 className="mb-4 font-semibold">{topCaption}</h2>
        <Top10Chart rows={top} caption={topCaption} />
      </Card>
    </div>
  );
}
