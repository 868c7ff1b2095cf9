import { useTranslation } from 'react-i18next';
import { throughShare, type Round } from '@dfwiki/shared';
import { DataTable } from '../../../components/ui/table';
import { ARMOUR_LEVELS, useGearFormat } from './gear-format';

/** Per armour level 1–6: how hard the round wears the armour and how much damage gets through. */
export function RoundArmourTable({ round }: { round: Round }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const factors = round.armor_damage_factor_by_level;
  if (!factors || round.penetration_level === null)
    return <p className="text-sm text-fg-muted">{t('gear.round.noArmourModel')}</p>;
  return (
    <DataTable
      label={t('gear.round.armourTable')}
      columns={[
        { header: t('gear.round.armourLevel'), cell: (level) => t('gear.levelN', { level }) },
        {
          header: t('gear.round.armourFactor'),
          cell: (level) => f.factor(factors[String(level) as '1']),
          className: 'tabular-nums',
        },
        {
          header: t('gear.round.through'),
          cell: (level) => f.pct(throughShare(round, level)),
          className: 'tabular-nums',
        },
      ]}
      rows={ARMOUR_LEVELS}
      rowKey={(level) => level}
      rowProps={(level) => ({ 'data-testid': `armour-level-${level}` })}
    />
  );
}
