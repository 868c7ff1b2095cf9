import { useTranslation } from 'react-i18next';
import Layers from 'lucide-react/icons/layers';
import type { WeaponListItem } from '@dfwiki/shared';
import { Badge } from '../../../../components/ui/badge';
import { TierBadge } from '../../../../components/ui/tier-badge';
import { DataTable, type Column } from '../../../../components/ui/table';
import { EditRowLink, RowButton, RowLink } from '../../../../components/editing/row-actions';

/** Weapons management table: image, name, category, tier, builds, actions. */
export function WeaponsTable({
  weapons,
  onDelete,
}: {
  weapons: WeaponListItem[];
  onDelete: (weapon: WeaponListItem) => void;
}) {
  const { t } = useTranslation();
  const columns: Column<WeaponListItem>[] = [
    {
      header: t('admin.weapons.name'),
      cell: (weapon) => (
        <div className="flex items-center gap-3">
          <div className="hidden h-9 w-14 shrink-0 overflow-hidden rounded bg-sunken sm:block">
            {weapon.image_url && (
              <img src={weapon.image_url} alt="" loading="lazy" className="size-full object-contain" />
            )}
          </div>
          {weapon.tier && <TierBadge tier={weapon.tier} className="sm:hidden" />}
          <span className="font-medium">{weapon.name}</span>
          {weapon.is_new && <Badge tone="accent">{t('admin.weapons.newBadge')}</Badge>}
        </div>
      ),
    },
    { header: t('admin.weapons.category'), from: 'sm', cell: (weapon) => weapon.category.name },
    {
      header: t('admin.weapons.tier'),
      from: 'sm',
      cell: (weapon) => (weapon.tier ? <TierBadge tier={weapon.tier} /> : '—'),
    },
    {
      header: t('admin.weapons.builds'),
      from: 'sm',
      className: 'tabular-nums',
      cell: (weapon) => weapon.builds.length,
    },
    {
      header: <span className="sr-only sm:not-sr-only">{t('admin.common.actions')}</span>,
      align: 'right',
      cell: (weapon) => (
        <div className="inline-flex justify-end gap-1.5 sm:gap-2">
          <EditRowLink to={`/admin/dashboard/weapons/edit/${weapon.id}`} name={weapon.name} />
          <RowLink
            to={`/admin/dashboard/weapons/edit/${weapon.id}/builds`}
            variant="info"
            icon={<Layers size={14} aria-hidden="true" />}
            text={t('admin.weapons.builds')}
            label={t('admin.weapons.buildsOf', { name: weapon.name })}
          />
          <RowButton action="delete" name={weapon.name} onClick={() => onDelete(weapon)} />
        </div>
      ),
    },
  ];
  return <DataTable label={t('admin.weapons.title')} columns={columns} rows={weapons} rowKey={(w) => w.id} />;
}
