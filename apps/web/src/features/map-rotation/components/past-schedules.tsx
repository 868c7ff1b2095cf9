import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotationVersions } from '../api/rotation';

/** A collapsed list of every stored version (label and date); read only once opened. */
export function PastSchedules() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-card-line bg-card p-4 text-card-fg"
      data-testid="past-schedules"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">{t('rotation.past.title')}</summary>
      {open && <VersionList language={i18n.language} />}
    </details>
  );
}

function VersionList({ language }: { language: string }) {
  const { t } = useTranslation();
  const versions = useRotationVersions();
  if (versions.isPending) return <p className="mt-3 text-sm text-fg-muted">{t('rotation.past.loading')}</p>;
  if (versions.isError) return <p className="mt-3 text-sm text-fg-muted">{t('rotation.past.error')}</p>;
  const date = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium' });
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {versions.data.map((v) => (
        <li key={v.id} className="flex flex-wrap gap-x-2">
          <span className="font-medium">{v.label}</span>
          <span className="text-fg-muted tabular-nums">
            {date(v.source_date ?? v.created_at.slice(0, 10))}
          </span>
          {v.is_current && <span className="text-fg-muted">· {t('rotation.past.current')}</span>}
        </li>
      ))}
    </ul>
  );
}
