import { useTranslation } from 'react-i18next';
import {
  hourWindows,
  hoursForEntry,
  isAlwaysOpen,
  type RotationEntry,
  type RotationSchedule,
} from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { Modal } from '../../../components/ui/modal';
import { utcLabel } from '@dfwiki/shared';
import { useRotationLabels } from '../hooks/use-rotation-labels';
import { DIFFICULTY_TONE } from './map-chip';

const TERM = 'text-xs font-semibold tracking-wide text-fg-muted uppercase';

/** A map as played in one way (difficulty, tags) and the UTC hours it is open, merged into windows. */
export function MapInfoModal({
  entry,
  schedule,
  onClose,
}: {
  entry: RotationEntry | null;
  schedule: RotationSchedule;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useRotationLabels();
  const always = entry ? isAlwaysOpen(schedule, entry) : false;
  const hours = entry ? hoursForEntry(schedule, entry) : [];
  const isNew = entry !== null && schedule.new_map?.map === entry.map;
  return (
    <Modal open={entry !== null} onClose={onClose} size="sm" title={entry?.map ?? ''} closeFooter>
      {entry && (
        <dl className="space-y-4 text-sm">
          {isNew && (
            <div>
              <Badge tone="accent">{t('rotation.newMap', { season: schedule.new_map!.season })}</Badge>
            </div>
          )}
          {entry.difficulty && (
            <div>
              <dt className={TERM}>{t('rotation.modal.difficulty')}</dt>
              <dd className="mt-1">
                <Badge tone={DIFFICULTY_TONE[entry.difficulty]}>{labels.difficulty(entry.difficulty)}</Badge>
              </dd>
            </div>
          )}
          {entry.tags.length > 0 && (
            <div>
              <dt className={TERM}>{t('rotation.modal.tags')}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {entry.tags.map((tag) => (
                  <Badge key={tag}>{tag}</Badge>
                ))}
              </dd>
            </div>
          )}
          <div>
            <dt className={TERM}>{t('rotation.modal.hours', { n: hours.length })}</dt>
            <dd>
              {always ? (
                <p className="mt-1 text-base font-semibold">{t('rotation.modal.always')}</p>
              ) : (
                <ul className="mt-2 grid grid-cols-2 gap-1.5 tabular-nums sm:grid-cols-3">
                  {hourWindows(hours).map((range) => (
                    <li key={range} className="rounded-md bg-sunken px-2 py-1 text-center">
                      {utcLabel(range)}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      )}
    </Modal>
  );
}
