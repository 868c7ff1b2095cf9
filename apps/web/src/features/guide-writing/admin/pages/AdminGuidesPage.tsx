import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Inbox from 'lucide-react/icons/inbox';
import { PageHeader } from '../../../../components/ui/page-header';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Spinner } from '../../../../components/ui/spinner';
import { Tabs } from '../../../../components/ui/tabs';
import { useNoIndex } from '../../../../lib/use-no-index';
import { QUEUE_STATUSES, useGuideQueue, type QueueStatus } from '../api/guide-queue';
import { GuideReviewItem } from '../components/guide-review-item';

/**
 * /admin/dashboard/guides: guides players wrote, oldest first, waiting for a decision (or sent
 * back for changes); each opens to its rendered page, its earlier reviews and the decisions.
 */
export default function AdminGuidesPage() {
  const { t } = useTranslation();
  useNoIndex();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const waiting = useGuideQueue('pending');
  const tabs = QUEUE_STATUSES.map((id) => ({
    id,
    label:
      id === 'pending' && waiting.data
        ? t('guideWriting.review.tabs.pendingCount', { count: waiting.data.total })
        : t(`guideWriting.review.tabs.${id}`),
  }));
  return (
    <>
      <PageHeader title={t('guideWriting.review.title')} subtitle={t('guideWriting.review.subtitle')} />
      <Tabs tabs={tabs} value={status} onChange={setStatus} label={t('guideWriting.review.tabs.label')}>
        <QueueList status={status} />
      </Tabs>
    </>
  );
}

function QueueList({ status }: { status: QueueStatus }) {
  const { t } = useTranslation();
  const queue = useGuideQueue(status);
  if (queue.isPending) return <Spinner label={t('guideWriting.loading')} />;
  if (queue.isError)
    return (
      <p role="alert" className="text-negative">
        {t('guideWriting.review.loadFailed')}
      </p>
    );
  if (queue.data.guides.length === 0)
    return <EmptyState icon={<Inbox size={36} />} title={t(`guideWriting.review.empty.${status}`)} />;
  return (
    <ul className="space-y-6">
      {queue.data.guides.map((g) => (
        <li key={g.id}>
          <GuideReviewItem guide={g} />
        </li>
      ))}
    </ul>
  );
}
