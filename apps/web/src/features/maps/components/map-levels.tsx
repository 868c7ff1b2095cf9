import { useTranslation } from 'react-i18next';
import type { MapSummary } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<string, BadgeTone> = { Easy: 'success', Normal: 'info', Hard: 'danger' };

/** A map's difficulty levels: our level name, with the client's Chinese name where it is sourced. */
export function MapLevels({ map }: { map: Pick<MapSummary, 'difficulties'> }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('maps.levels')}>
      {map.difficulties.map((d) => (
        <li key={d.level}>
          <Badge tone={TONE[d.level]}>
            {t(`rotation.difficulty.${d.level.toLowerCase()}`)}
            {d.name_cn && (
              <span lang="zh" className="ml-1 font-normal">
                {d.name_cn}
              </span>
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
