import { useTranslation } from 'react-i18next';
import type { WeaponListItem } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { TierBadge } from '../../../components/ui/tier-badge';

/**
 * A weapon's one rating: its tier on the TTK page's scale, gold rounds to the chest (worked out by
 * the API, docs/product.md), or "No rating" where the model gives it no time to kill.
 */
export function WeaponRating({ tier, className }: { tier: WeaponListItem['tier']; className?: string }) {
  const { t } = useTranslation();
  if (tier === null)
    return (
      <span title={t('weapons.rating.noneLabel')} className={className} data-rating="none">
        <Badge>{t('weapons.rating.none')}</Badge>
      </span>
    );
  const label = t('weapons.rating.label', { tier });
  return (
    <span title={label} className={className} data-rating={tier}>
      <TierBadge tier={tier} label={label}>
        {t('weapons.tierShort', { tier })}
      </TierBadge>
    </span>
  );
}
