import { useTranslation } from 'react-i18next';
import { LastEdited } from '../../../components/ui/last-edited';
import type { RotationVersion } from '@dfwiki/shared';
import { AboutDataLink } from '../../../components/ui/about-data-link';

/** 'github.com/owner/repo @ commit : file (…)' → 'owner/repo': the name a reader recognises. */
export function sourceName(source: string): string {
  return source.split(' @ ')[0]!.replace(/^github\.com\//, '');
}

/** Where the schedule comes from, the day it is as of, that times are UTC, and that it may change. */
export function RotationSource({
  version,
}: {
  version: RotationVersion & { last_edited_at?: string | null };
}) {
  const { t, i18n } = useTranslation();
  const day = version.source_date ?? version.created_at.slice(0, 10);
  // Noon UTC: the same calendar day in every zone the page may render in.
  const date = new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const from = version.source
    ? t('rotation.source.from', { source: sourceName(version.source) })
    : t('rotation.source.editors');
  return (
    <div className="space-y-1 text-sm text-fg-muted" data-testid="rotation-source">
      <p>
        <span title={version.source ?? undefined}>{from}</span> · {t('rotation.source.asOf', { date })} ·{' '}
        {t('rotation.source.utc')} · <AboutDataLink />
      </p>
      <p>{t('rotation.source.mayChange')}</p>
      <LastEdited at={version.last_edited_at} />
    </div>
  );
}
