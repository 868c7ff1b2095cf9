import { useTranslation } from 'react-i18next';
import type { Actor } from '@dfwiki/shared';

/** Who did it: the account's nickname, or "System" for an import or the trash's own clean-up. */
export function useActorName(): (by: Actor) => string {
  const { t } = useTranslation();
  return (by) => by?.nickname ?? t('admin.audit.system');
}
