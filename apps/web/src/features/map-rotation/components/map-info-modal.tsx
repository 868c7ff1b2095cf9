import { useTranslation } from 'react-i18next';
import { hoursForMap, type RotationMap } from '@dfwiki/shared';
import { Modal } from '../../../components/ui/modal';
import { useRotationLabels, utcLabel } from '../hooks/use-rotation-labels';

/** Map name, mode (or 'Standard'), difficulty if any, and every UTC hour it is in rotation. */
export function MapInfoModal({ map, onClose }: { map: RotationMap | null; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useRotationLabels();
  const hours = map ? hoursForMap(map.name, map.mode) : [];
  return (
    <Modal open={map !== null} onClose={onClose} size="sm" title={map?.name ?? ''} closeFooter>
      {map && (
        <dl className="space-y-4 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {t('rotation.modal.mode')}
            </dt>
            <dd className="mt-1 text-base font-semibold">{labels.mode(map.mode)}</dd>
          </div>
          {map.difficulty && (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                {t('rotation.modal.difficulty')}
              </dt>
              <dd className="mt-1 text-base font-semibold">{map.difficulty}</dd>
            </div>
          )}
          <div>
            <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {t('rotation.modal.hours', { n: hours.length })}
            </dt>
            <dd>
              <ul className="mt-2 grid grid-cols-2 gap-1.5 tabular-nums sm:grid-cols-3">
                {hours.map((range) => (
                  <li key={range} className="rounded-md bg-sunken px-2 py-1 text-center">
                    {utcLabel(range)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      )}
    </Modal>
  );
}
