import { useTranslation } from 'react-i18next';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';

export interface RotationFiltersProps {
  /** The maps of the schedule, each with its URL slug. */
  maps: readonly { name: string; slug: string }[];
  map: string | null;
  hour: number | null;
  onMap: (name: string) => void;
  onHour: (hour: number) => void;
  onReset: () => void;
}

const toggle = (on: boolean) =>
  cx(
    'rounded-lg border px-3 py-1.5 text-sm font-semibold',
    on ? 'border-transparent bg-accent text-accent-fg' : 'border-line text-fg hover:bg-hover',
  );

/** Filter by map or by UTC hour (one at a time) and Reset Filters. */
export function RotationFilters({ maps, map, hour, onMap, onHour, onReset }: RotationFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div role="group" aria-labelledby="rot-map-filter">
        <p id="rot-map-filter" className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {t('rotation.filters.map')}
        </p>
        <div className="flex flex-wrap gap-2">
          {maps.map((m) => (
            <button
              key={m.slug}
              type="button"
              aria-pressed={map === m.name}
              onClick={() => onMap(m.name)}
              className={toggle(map === m.name)}
            >
              {m.name}
            </button>
          ))}
        </div>
      </div>
      <div role="group" aria-labelledby="rot-hour-filter">
        <p id="rot-hour-filter" className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {t('rotation.filters.hour')}
        </p>
        <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-12">
          {Array.from({ length: 24 }, (_, h) => (
            <button
              key={h}
              type="button"
              aria-pressed={hour === h}
              aria-label={t('rotation.filters.hourLabel', { hour: String(h).padStart(2, '0') })}
              onClick={() => onHour(h)}
              className={cx(toggle(hour === h), 'px-0 tabular-nums')}
            >
              {String(h).padStart(2, '0')}
            </button>
          ))}
        </div>
      </div>
      <Button variant="secondary" onClick={onReset} icon={<RotateCcw size={16} aria-hidden="true" />}>
        {t('rotation.filters.reset')}
      </Button>
    </div>
  );
}
