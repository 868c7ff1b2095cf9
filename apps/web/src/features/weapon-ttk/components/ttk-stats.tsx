import { useTranslation } from 'react-i18next';
import type { TtkView } from '@dfwiki/shared';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';

export interface TtkStatsProps {
  view: TtkView;
  /** Weapons per category for the active ammo (before the category filter). */
  counts: [string, number][];
  shown: number;
  onCategory: (category: string) => void;
}

/** Statistics card: category badges with counts (click to filter), current view, weapons shown. */
export function TtkStats({ view, counts, shown, onCategory }: TtkStatsProps) {
  const { t } = useTranslation();
  const category =
    view.category === 'all'
      ? t('ttk.controls.allCategories')
      : t(`ttk.categories.${view.category}`, { defaultValue: view.category });
  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold">{t('ttk.stats.title')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {counts.map(([name, count]) => (
          <li key={name}>
            <button
              type="button"
              aria-pressed={view.category === name}
              onClick={() => onCategory(view.category === name ? 'all' : name)}
              className={cx(
                'inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-semibold',
                view.category === name
                  ? 'bg-accent text-accent-fg'
                  : 'bg-badge text-badge-fg hover:opacity-90',
              )}
            >
              {t(`ttk.categories.${name}`, { defaultValue: name })}
              <span className="tabular-nums opacity-80">{count}</span>
            </button>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('ttk.stats.view')}</dt>
        {/* Both wait for the app when the category filter answers before it (data-early-stale). */}
        <dd data-testid="ttk-current-view" data-early-stale="">
          {t(`ttk.ammo.${view.ammo}`)} · {t(`ttk.zones.${view.target}`)} · {category}
        </dd>
        <dt className="text-fg-muted">{t('ttk.stats.shown')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="ttk-shown" data-early-stale="">
          {shown}
        </dd>
      </dl>
    </Card>
  );
}
