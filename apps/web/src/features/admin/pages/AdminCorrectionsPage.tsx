import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Inbox from 'lucide-react/icons/inbox';
import { CORRECTION_STATUSES, type CorrectionStatus } from '@dfwiki/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/queries/session';
import { useNoIndex } from '../../../lib/use-no-index';
import { useCorrectionQueue } from '../api/correction-queue';
import { CorrectionReviewCard } from '../components/correction-review-card';

/**
 * /admin/dashboard/corrections: corrections players sent, pending ones oldest first with Accept and
 * Reject; the accepted and rejected ones in their own tabs (docs/product.md, "Corrections").
 */
export default function AdminCorrectionsPage() {
  const { t } = useTranslation();
  useNoIndex();
  const [status, setStatus] = useState<CorrectionStatus>('pending');
  return (
    <>
      <PageHeader title={t('admin.corrections.title')} subtitle={t('admin.corrections.subtitle')} />
      <Tabs
        label={t('admin.corrections.tabs.label')}
        value={status}
        onChange={setStatus}
        tabs={CORRECTION_STATUSES.map((id) => ({ id, label: t(`admin.corrections.tabs.${id}`) }))}
      >
        <CorrectionList status={status} />
      </Tabs>
    </>
  );
}

function CorrectionList({ status }: { status: CorrectionStatus }) {
  const { t } = useTranslation();
  const queue = useCorrectionQueue(status);
  const session = useSession();
  const ownId = session.data?.user?.id ?? null;
  if (queue.isPending) return <Spinner label={t('admin.corrections.loading')} />;
  if (queue.isError)
    return (
      <p role="alert" className="text-negative">
        {t('admin.corrections.loadFailed')}
      </p>
    );
  if (queue.data.corrections.length === 0)
    return <EmptyState icon={<Inbox size={36} />} title={t(`admin.corrections.empty.${status}`)} />;
  return (
    <ul className="space-y-6">
      {queue.data.corrections.map((c) => (
        <li key={c.id}>
          <CorrectionReviewCard correction={c} ownId={ownId} />
        </li>
      ))}
    </ul>
  );
}
