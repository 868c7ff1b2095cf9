import { useTranslation } from 'react-i18next';
import Crosshair from 'lucide-react/icons/crosshair';
import PlusCircle from 'lucide-react/icons/circle-plus';
import Tags from 'lucide-react/icons/tags';
import { PrefetchLink } from '../../../../components/layout/prefetch-link';
import { PageHeader } from '../../../../components/ui/page-header';
import { useNoIndex } from '../../../../lib/use-no-index';
import { TagPanel } from '../components/tag-panel';

const ACTIONS = [
  { key: 'manageWeapons', to: '/admin/dashboard/weapons', icon: Crosshair },
  { key: 'createWeapon', to: '/admin/dashboard/weapons/create', icon: PlusCircle },
  { key: 'manageTags', to: '/admin/dashboard/buildtags', icon: Tags },
] as const;

/** /admin/dashboard/quick: action cards and the tag panel. */
export default function AdminQuickPage() {
  const { t } = useTranslation();
  useNoIndex();
  return (
    <>
      <PageHeader texts="admin.quick" eyebrow={t('admin.nav.area')} />
      <ul className="mb-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <PrefetchLink
              to={to}
              className="flex h-full flex-col gap-2 rounded-xl border border-card-line bg-card p-5 text-card-fg shadow-sm transition-colors hover:bg-hover"
            >
              <Icon size={28} aria-hidden="true" className="text-accent theme-contrast:text-fg" />
              <span className="text-base font-bold">{t(`admin.quick.${key}`)}</span>
              <span className="text-sm text-fg-muted">{t(`admin.quick.${key}Text`)}</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
      <div className="max-w-2xl">
        <TagPanel />
      </div>
    </>
  );
}
