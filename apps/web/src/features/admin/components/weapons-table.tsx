import { useTranslation } from 'react-i18next';
import Layers from 'lucide-react/icons/layers';
import Pencil from 'lucide-react/icons/pencil';
import type { WeaponListItem } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge, TierBadge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table';
import { DeleteRowButton } from './delete-row-button';

/** Weapons management table: image, name, category, tier, builds, actions. */
export function WeaponsTable({
  weapons,
  onDelete,
}: {
  weapons: WeaponListItem[];
  onDelete: (weapon: WeaponListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table label={t('admin.weapons.title')}>
      <THead>
        <tr>
          <Th>{t('admin.weapons.name')}</Th>
          <Th className="hidden sm:table-cell">{t('admin.weapons.category')}</Th>
          <Th className="hidden sm:table-cell">{t('admin.weapons.tier')}</Th>
          <Th className="hidden sm:table-cell">{t('admin.weapons.builds')}</Th>
          <Th className="text-right">
            <span className="sr-only sm:not-sr-only">{t('admin.common.actions')}</span>
          </Th>
        </tr>
      </THead>
      <TBody>
        {weapons.map((weapon) => (
          <Tr key={weapon.id}>
            <Td>
              <div className="flex items-center gap-3">
                <div className="hidden h-9 w-14 shrink-0 overflow-hidden rounded bg-sunken sm:block">
                  {weapon.image_url && (
                    <img src={weapon.image_url} alt="" loading="lazy" className="size-full object-contain" />
                  )}
                </div>
                <TierBadge tier={weapon.tier} className="sm:hidden" />
                <span className="font-medium">{weapon.name}</span>
                {weapon.is_new && <Badge tone="accent">{t('admin.weapons.newBadge')}</Badge>}
              </div>
            </Td>
            <Td className="hidden sm:table-cell">{weapon.category.name}</Td>
            <Td className="hidden sm:table-cell">
              <TierBadge tier={weapon.tier} />
            </Td>
            <Td className="hidden tabular-nums sm:table-cell">{weapon.builds.length}</Td>
            <Td className="text-right">
              <div className="inline-flex justify-end gap-1.5 sm:gap-2">
                <PrefetchLink
                  to={`/admin/dashboard/weapons/edit/${weapon.id}`}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('admin.common.editNamed', { name: weapon.name })}
                >
                  <Pencil size={14} aria-hidden="true" />
                  <span className="hidden sm:inline">{t('admin.common.edit')}</span>
                </PrefetchLink>
                <PrefetchLink
                  to={`/admin/dashboard/weapons/edit/${weapon.id}/builds`}
                  className={buttonClasses('info', 'sm')}
                  aria-label={t('admin.weapons.buildsOf', { name: weapon.name })}
                >
                  <Layers size={14} aria-hidden="true" />
                  <span className="hidden sm:inline">{t('admin.weapons.builds')}</span>
                </PrefetchLink>
                <DeleteRowButton name={weapon.name} onClick={() => onDelete(weapon)} />
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
