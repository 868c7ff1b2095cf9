import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/ui/page-header';
import { useNoIndex } from '../../../../lib/use-no-index';
import { TagPanel } from '../components/tag-panel';

/** /admin/dashboard/buildtags: tag management with inline editing. */
export default function AdminBuildTagsPage() {
  const { t } = useTranslation();
  useNoIndex();
  return (
    <>
      <PageHeader title={t('admin.tags.pageTitle')} subtitle={t('admin.tags.pageSubtitle')} />
      <div className="max-w-2xl">
        <TagPanel />
      </div>
    </>
  );
}
