import { useTranslation } from 'react-i18next';
import PackageOpen from 'lucide-react/icons/package-open';
import Plus from 'lucide-react/icons/plus';
import { MEMBER_PATHS, selectBuild, type Weapon } from '@dfwiki/shared';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BuildDetail } from './build-detail';
import { BuildList } from './build-list';
import { BackToBuilds } from './weapon-header';

/** The Builds tab: the list and the selected build (from ?build=, else the first). */
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
        texts="weapons.detail.noBuilds"
        actions={
          <>
            <SubmitBuildLink weapon={weapon} />
            <BackToBuilds />
          </>
        }
      />
    );
  }
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-fg-muted">{t('weapons.detail.submitText')}</p>
        <SubmitBuildLink weapon={weapon} />
      </div>
      {/* One column on a phone, never wider than the screen (a grid column grows to its widest content otherwise). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
        <BuildList builds={weapon.builds} selectedId={selected.id} onSelect={onSelect} />
        <BuildDetail key={selected.id} build={selected} />
      </div>
    </>
  );
}

/** "Submit a build" for this weapon: the player's form with the weapon chosen. */
function SubmitBuildLink({ weapon }: { weapon: Weapon }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to={`${MEMBER_PATHS.newSubmission}?weapon=${encodeURIComponent(weapon.slug)}`}
      variant="secondary"
      size="sm"
      icon={<Plus size={16} aria-hidden="true" />}
    >
      {t('weapons.featured.button')}
    </ButtonLink>
  );
}
