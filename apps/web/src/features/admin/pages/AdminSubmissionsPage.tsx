import { useTranslation } from 'react-i18next';
import Inbox from 'lucide-react/icons/inbox';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useNoIndex } from '../../../lib/use-no-index';
import { useReviewQueue } from '../api/review-queue';
import { ReviewCard } from '../components/review-card';

/** /admin/dashboard/submissions: builds players submitted, oldest first, each with its decision form. */
export default function AdminSubmissionsPage() {
  const { t } = useTranslation();
  useNoIndex();
  const queue = useReviewQueue();
  return (
    <>
      <PageHeader title={t('admin.review.title')} subtitle={t('admin.review.subtitle')} />
      {queue.isPending ? (
        <Spinner label={t('admin.review.loading')} />
      ) : queue.isError ? (
        <p role="alert" className="text-negative">
          {t('admin.review.loadFailed')}
        </p>
      ) : queue.data.submissions.length === 0 ? (
        <EmptyState icon={<Inbox size={36} />} title={t('admin.review.empty')} />
      ) : (
        <ul className="space-y-6">
          {queue.data.submissions.map((s) => (
            <li key={s.id}>
              <ReviewCard submission={s} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
