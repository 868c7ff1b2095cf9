import { useTranslation } from 'react-i18next';
import PackageOpen from 'lucide-react/icons/package-open';
import { selectBuild, type Weapon } from '@dfwiki/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { BuildDetail } from './build-detail';
import { BuildList } from './build-list';
import { BackToBuilds } from './weapon-header';

/** Recommended Builds: the list and the selected build (from ?build=, else the first). */
export function BuildsTab({
  weapon,
  buildParam,
  onSelect,
}: {
  weapon: Weapon;
  buildParam: string | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const selected = selectBuild(weapon.builds, buildParam);
  if (!selected) {
    return (
      <EmptyState
        icon={<PackageOpen size={36} />}
        title={t('weapons.detail.noBuilds')}
        description={t('weapons.detail.noBuildsText')}
        action={<BackToBuilds />}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <BuildList builds={weapon.builds} selectedId={selected.id} onSelect={onSelect} />
      <BuildDetail key={selected.id} build={selected} />
    </div>
  );
}
