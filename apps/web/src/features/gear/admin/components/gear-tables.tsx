import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArmorPiece, Round } from '@dfwiki/shared';
import { DataTable, type Column } from '../../../../components/ui/table';
import { cx } from '../../../../lib/cx';
import { EditRowLink } from '../../../../components/editing/row-actions';
import { GEAR_LIST } from './gear-page-form';

/** A round as the lists name it: its English name, else its Chinese one, else its id. */
export const roundLabel = (round: Pick<Round, 'id' | 'name' | 'name_cn'>) =>
  round.name ?? round.name_cn ?? round.id;

const figure = (n: number | null) => (n === null ? '—' : n);
const actions = { align: 'right', headClassName: 'w-0' } as const;

/** Rounds to correct: name, calibre, level, damage factor, price, Edit. */
export function RoundsTable({ rounds }: { rounds: Round[] }) {
  const { t } = useTranslation();
  const columns: Column<Round>[] = [
    {
      header: t('gear.columns.round'),
      cell: (r) => (
        <span className="font-medium" lang={r.name ? undefined : 'zh'}>
          {roundLabel(r)}
        </span>
      ),
    },
    { header: t('gear.round.caliber'), from: 'sm', cell: (r) => r.caliber ?? '—' },
    { header: t('gear.columns.level'), className: 'tabular-nums', cell: (r) => figure(r.penetration_level) },
    {
      header: t('gear.columns.damage'),
      from: 'sm',
      className: 'tabular-nums',
      cell: (r) => figure(r.flesh_damage_factor),
    },
    { header: t('admin.gear.price'), from: 'md', className: 'tabular-nums', cell: (r) => figure(r.price) },
    {
      ...actions,
      header: <span className="sr-only">{t('admin.common.actions')}</span>,
      cell: (r) => <EditRowLink to={`${GEAR_LIST}/rounds/${r.id}`} name={roundLabel(r)} />,
    },
  ];
  return <DataTable label={t('admin.gear.rounds')} columns={columns} rows={rounds} rowKey={(r) => r.id} />;
}

/** Armour pieces to correct: kind and level, Chinese name, durability, price, Edit. */
export function ArmourTable({ pieces }: { pieces: ArmorPiece[] }) {
  const { t } = useTranslation();
  const label = (p: ArmorPiece) => t(`gear.armor.label.${p.type}`, { level: p.protection_level });
  const columns: Column<ArmorPiece>[] = [
    { header: t('admin.gear.piece'), cell: (p) => <span className="font-medium">{label(p)}</span> },
    { header: t('admin.gear.nameCn'), cell: (p) => <span lang="zh">{p.name_cn}</span> },
    { header: t('gear.armor.durability'), from: 'sm', className: 'tabular-nums', cell: (p) => p.durability },
    { header: t('admin.gear.price'), from: 'md', className: 'tabular-nums', cell: (p) => figure(p.price) },
    {
      ...actions,
      header: <span className="sr-only">{t('admin.common.actions')}</span>,
      cell: (p) => <EditRowLink to={`${GEAR_LIST}/armor/${p.id}`} name={`${label(p)} ${p.name_cn}`} />,
    },
  ];
  return <DataTable label={t('admin.gear.armour')} columns={columns} rows={pieces} rowKey={(p) => p.id} />;
}

/** The two lists of the section, as tabs that are links (each list has its own address). */
export function GearListTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) =>
    cx(
      'rounded-lg border px-3 py-1.5 text-sm font-semibold',
      isActive
        ? 'border-transparent bg-btn-primary text-btn-primary-fg'
        : 'border-line bg-btn-secondary text-btn-secondary-fg hover:bg-btn-secondary-hover',
    );
  return (
    <nav aria-label={t('admin.gear.lists')} className="flex gap-2">
      <NavLink to={GEAR_LIST} end className={tab}>
        {t('admin.gear.rounds')}
      </NavLink>
      <NavLink to={`${GEAR_LIST}/armor`} end className={tab}>
        {t('admin.gear.armour')}
      </NavLink>
    </nav>
  );
}
