import { useTranslation } from 'react-i18next';
import type { RotationEntry, RotationSchedule } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { LabelledSection } from '../../../components/ui/labelled-section';
import { EntryList } from './entry-list';

/** The maps open every hour, with the season's new map named beside its badge. */
export function AlwaysOpenCard({
  schedule,
  onOpenMap,
}: {
  schedule: RotationSchedule;
  onOpenMap: (entry: RotationEntry) => void;
}) {
  const { t } = useTranslation();
  const newMap = schedule.new_map;
  return (
    <LabelledSection
      headingId="rot-always"
      title={t('rotation.alwaysOpen.title')}
      titleClassName="text-xs font-bold tracking-wide text-fg-muted uppercase"
      intro={<p className="mt-1 text-sm text-fg-muted">{t('rotation.alwaysOpen.hint')}</p>}
      data-testid="always-open"
      className="rounded-xl border border-card-line bg-card p-4 text-card-fg"
    >
      <EntryList
        entries={schedule.always_open}
        onOpen={onOpenMap}
        newMap={newMap?.map}
        className="mt-3 flex flex-wrap gap-2"
      />
      {newMap && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="new-map">
          <Badge tone="accent">{t('rotation.newMap', { season: newMap.season })}</Badge>
          <span className="font-semibold">{newMap.map}</span>
        </p>
      )}
      {schedule.weekend_note && (
        <p className="mt-3 text-sm text-fg-muted">{t('rotation.weekend', { note: schedule.weekend_note })}</p>
      )}
    </LabelledSection>
  );
}
