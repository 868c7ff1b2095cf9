import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { useRotationVersions } from '../../api/rotation';

/** Every stored version, newest first, read-only. */
export function RotationVersions() {
  const { t, i18n } = useTranslation();
  const versions = useRotationVersions();
  if (versions.isPending)
    return <p className="text-sm text-fg-muted">{t('admin.rotation.versionsLoading')}</p>;
  if (versions.isError) return <p className="text-sm text-negative">{t('admin.rotation.versionsError')}</p>;
  const day = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="divide-y divide-line text-sm" data-testid="rotation-versions">
      {versions.data.map((v) => (
        <li key={v.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
          <span className="font-semibold">{v.label}</span>
          {v.is_current && <Badge tone="accent">{t('admin.rotation.current')}</Badge>}
          <span className="text-fg-muted tabular-nums">
            {day(v.source_date ?? v.created_at.slice(0, 10))}
          </span>
          <span className="w-full truncate text-xs text-fg-muted" title={v.source ?? undefined}>
            {v.source ?? t('admin.rotation.noSource')}
          </span>
        </li>
      ))}
    </ul>
  );
}
