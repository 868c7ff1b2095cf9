import { useTranslation } from 'react-i18next';
import type { SubmissionStatus } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<SubmissionStatus, BadgeTone> = {
  pending: 'info',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** A submission's review status as a coloured label. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`submissions.status.${status}`)}</Badge>;
}
