import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Thin bar at the top while a lazy page is loading. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-[150] h-1 overflow-hidden bg-transparent"
    >
      <div className="h-full w-1/3 animate-[df-progress_1s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
