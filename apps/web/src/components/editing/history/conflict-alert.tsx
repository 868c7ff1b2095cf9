import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

/** A save refused as stale: says why, offers Reload; the form keeps what was typed until then. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-negative px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1 font-medium text-negative">{t('admin.history.conflict')}</p>
      <Button size="sm" variant="secondary" onClick={onReload}>
        {t('admin.history.reload')}
      </Button>
    </div>
  );
}
