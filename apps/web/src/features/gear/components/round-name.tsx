import { useTranslation } from 'react-i18next';
import { pathTo, type Round } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { roundTitle } from './gear-format';

/** A round's name (a link to its page), with a small note when the name is ours or only Chinese. */
export function RoundName({ round }: { round: Round }) {
  return (
    <span>
      <PrefetchLink
        to={pathTo('round', { roundId: round.id })}
        className="df-name-link"
        lang={round.name ? undefined : 'zh'}
      >
        {roundTitle(round)}
      </PrefetchLink>
      <RoundNameNote round={round} />
    </span>
  );
}

/** "Our description" or "Chinese name": why a round's name may not be the game's English one. */
export function RoundNameNote({ round }: { round: Round }) {
  const { t } = useTranslation();
  if (round.name && round.name_is_ours)
    return (
      <span className="block text-xs text-fg-muted">
        {t('gear.round.nameIsOurs')} <span lang="zh">({round.name_cn})</span>
      </span>
    );
  if (!round.name) return <span className="block text-xs text-fg-muted">{t('gear.round.chineseOnly')}</span>;
  return null;
}
