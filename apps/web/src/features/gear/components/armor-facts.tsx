import { useTranslation } from 'react-i18next';
import type { ArmorPiece } from '@dfwiki/shared';
import { StatList, type Stat } from '../../../components/ui/stat-list';
import { gradeKey, zoneList } from './armor-labels';
import { useGearFormat } from './gear-format';
import { PriceLine } from './price-line';

/** Every figure of a piece as tiles; a figure no source gives shows as "not given". */
export function ArmorFacts({ piece }: { piece: ArmorPiece }) {
  const { t } = useTranslation();
  const f = useGearFormat();
  const none = <span className="text-sm font-normal text-fg-muted">{t('gear.notGiven')}</span>;
  const num = (v: number | null) => (v === null ? none : f.decimal(v));
  const pct = (v: number | null) => (v === null ? none : t('gear.armor.pct', { value: f.decimal(v) }));
  const grade = (cn: string | null) => {
    const key = gradeKey(cn);
    if (!key) return cn ?? none;
    return (
      <>
        {t(key)}{' '}
        <span lang="zh" className="text-sm font-normal text-fg-muted">
          ({cn})
        </span>
      </>
    );
  };
  const stats: Stat[] = [
    { id: 'level', label: t('gear.armor.level'), value: piece.protection_level, testId: 'piece-level' },
    { id: 'durability', label: t('gear.armor.durability'), value: f.decimal(piece.durability) },
    { id: 'likeNew', label: t('gear.armor.likeNew'), value: num(piece.durability_like_new) },
    { id: 'damaged', label: t('gear.armor.damaged'), value: num(piece.durability_damaged) },
    {
      id: 'weight',
      label: t('gear.armor.weight'),
      value: piece.weight_kg === null ? none : t('gear.armor.kg', { kg: f.decimal(piece.weight_kg) }),
    },
    { id: 'aim', label: t('gear.armor.aimSpeed'), value: pct(piece.aim_speed_pct) },
    { id: 'move', label: t('gear.armor.moveSpeed'), value: pct(piece.move_speed_pct) },
    {
      id: 'repairLoss',
      label: t('gear.armor.repairLoss'),
      value: grade(piece.repair_loss_cn),
      testId: 'piece-repair-loss',
    },
    { id: 'repairEff', label: t('gear.armor.repairEfficiency'), value: grade(piece.repair_efficiency_cn) },
    {
      id: 'price',
      label: t('gear.armor.price'),
      value: <PriceLine price={piece.price} asOf={piece.price_as_of} />,
      testId: 'piece-price',
    },
  ];
  return (
    <>
      <StatList
        stats={stats}
        tile="card"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        valueClassName="mt-1 text-lg font-bold tabular-nums"
      />
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-surface px-3 py-2">
          <dt className="text-xs font-semibold text-fg-muted uppercase">{t('gear.armor.modelZones')}</dt>
          <dd className="mt-1" data-testid="piece-model-zones">
            {zoneList(t, piece.model_zones)}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface px-3 py-2">
          <dt className="text-xs font-semibold text-fg-muted uppercase">{t('gear.armor.gameZones')}</dt>
          <dd className="mt-1">{piece.protected_zones ? zoneList(t, piece.protected_zones) || '–' : none}</dd>
        </div>
      </dl>
    </>
  );
}
