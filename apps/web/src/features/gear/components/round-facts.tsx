import { useTranslation } from 'react-i18next';
import { pathTo, type Round } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { StatList, type Stat } from '../../../components/ui/stat-list';
import { useGearFormat } from './gear-format';
import { PriceLine } from './price-line';

/** A round's headline figures as tiles; a figure no source gives shows as "not given". */
export function RoundFacts({ round }: { round: Round }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const none = <span className="text-sm font-normal text-fg-muted">{t('gear.notGiven')}</span>;
  const factor = (v: number | null) => (v === null ? none : `${f.factor(v)}×`);
  const share = (v: number | null) => (v === null ? none : f.pct(v));
  const stats: Stat[] = [
    { id: 'caliber', label: t('gear.round.caliber'), value: round.caliber ?? none },
    {
      id: 'level',
      label: t('gear.round.level'),
      value: round.penetration_level ?? none,
      testId: 'round-level',
    },
    {
      id: 'rarity',
      label: t('gear.round.rarity'),
      value: round.rarity ? t(`gear.rarity.${round.rarity}`, { defaultValue: round.rarity }) : none,
    },
    {
      id: 'damage',
      label: t('gear.round.damage'),
      value: round.flesh_damage_factor === null ? t('gear.notModelled') : factor(round.flesh_damage_factor),
      testId: 'round-damage',
    },
    {
      id: 'oneBelow',
      label: t('gear.round.throughOneBelow'),
      value: share(round.through_factor_armor_one_below),
    },
    { id: 'same', label: t('gear.round.throughSame'), value: share(round.through_factor_armor_same_level) },
    {
      id: 'price',
      label: t('gear.round.price'),
      value: <PriceLine price={round.price} asOf={round.price_as_of} />,
      testId: 'round-price',
    },
    {
      id: 'season',
      label: t('gear.round.season'),
      value: round.limited_season ?? t('gear.round.notLimited'),
    },
  ];
  return (
    <StatList
      stats={stats}
      tile="card"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      valueClassName="mt-1 text-lg font-bold tabular-nums"
    />
  );
}

/** The weapons whose calibre the round has, as links. */
export function RoundWeapons({ round }: { round: Round }) {
  const { t } = useTranslation();
  if (round.weapons.length === 0) return <p className="text-sm text-fg-muted">{t('gear.round.noWeapons')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="round-weapons">
      {round.weapons.map((w) => (
        <li key={w.slug}>
          <PrefetchLink
            to={pathTo('weapon', { weaponNameId: w.slug })}
            className="inline-block rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold df-link"
          >
            {w.name}
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
