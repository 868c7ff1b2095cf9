import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format-day';
import { useOfflineState } from '../../lib/offline/use-offline-state';
import { Button } from '../ui/button';

/** "Saved copy from <date>" above a page read from this device's saved pages. */
export function SavedCopyNote() {
  const { t, i18n } = useTranslation();
  const { savedAt } = useOfflineState();
  if (!savedAt) return null;
  return (
    <p
      role="status"
      data-testid="saved-copy"
      className="mb-6 rounded-lg border border-line-strong bg-surface px-4 py-3 text-sm text-fg"
    >
      {t('offline.savedCopy', { date: formatMoment(savedAt, i18n.language) })}
    </p>
  );
}

/** The offer to reload into a new version, once its service worker is installed and waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { applyUpdate } = useOfflineState();
  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed right-4 bottom-20 left-4 z-40 flex items-center gap-3 rounded-lg border border-line-strong bg-surface px-4 py-3 text-sm text-fg shadow-lg md:bottom-4 md:left-auto"
    >
      <span>{t('offline.updateReady')}</span>
      <Button size="sm" onClick={applyUpdate}>
        {t('offline.reload')}
      </Button>
    </div>
  );
}
