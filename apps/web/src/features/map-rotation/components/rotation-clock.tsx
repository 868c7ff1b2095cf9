import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** Current UTC time, local time and time zone (the page refreshes `now` every 60 s). */
export function RotationClock({ now, timeZone }: { now: Date; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const time = (zone: string) =>
    now.toLocaleTimeString(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
  const items = [
    { label: t('rotation.clock.utc'), value: time('UTC'), id: 'utc' },
    { label: t('rotation.clock.local'), value: time(timeZone), id: 'local' },
    { label: t('rotation.clock.zone'), value: timeZone, id: 'zone' },
  ];
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.id}>
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{item.label}</p>
          <p className="mt-1 text-xl font-bold tabular-nums break-all" data-testid={`clock-${item.id}`}>
            {item.value}
          </p>
        </div>
      ))}
    </Card>
  );
}
