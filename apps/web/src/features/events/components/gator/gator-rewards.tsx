import { useTranslation } from 'react-i18next';
import Trophy from 'lucide-react/icons/trophy';
import { GATOR_FRENZY, slugify } from '@dfwiki/shared';
import { GatorSection } from './gator-section';

/** Reward thresholds: 1 lair, 2 lairs, 5 lairs. */
export function GatorRewards() {
  const { t } = useTranslation();
  return (
    <GatorSection part="rewards">
      <ol className="grid gap-4 sm:grid-cols-3">
        {GATOR_FRENZY.rewardThresholds.map(({ lairs, reward }) => (
          <li key={lairs} className="rounded-xl border border-card-line bg-card p-5 text-card-fg">
            <p className="flex items-center gap-2 text-sm font-semibold text-fg-muted">
              <Trophy size={18} aria-hidden="true" className="text-caution" />
              {t('gator.rewards.clear', { count: lairs })}
            </p>
            <p className="mt-2 text-lg font-bold">
              {t(`gator.rewards.items.${slugify(reward)}`, { defaultValue: reward })}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-fg-muted">
        {t('gator.rewards.note', { multiplier: GATOR_FRENZY.rewardMultiplier })}
      </p>
    </GatorSection>
  );
}
