import { useTranslation } from 'react-i18next';
import type { GuideStatus, SubmissionStatus } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

// The same tones and words as the badges of My guides and My submissions (their features' own
// badges, which this feature may not import).
const SUBMISSION_TONE: Record<SubmissionStatus, BadgeTone> = {
  pending: 'info',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const GUIDE_TONE: Record<GuideStatus, BadgeTone> = {
  pending: 'info',
  changes_requested: 'warning',
  published: 'success',
  rejected: 'danger',
};

/** A build submission's review status. */
export function SubmissionBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation();
  return <Badge tone={SUBMISSION_TONE[status]}>{t(`submissions.status.${status}`)}</Badge>;
}

/** A guide's review status. */
export function GuideBadge({ status }: { status: GuideStatus }) {
  const { t } = useTranslation();
  return <Badge tone={GUIDE_TONE[status]}>{t(`guideWriting.status.${status}`)}</Badge>;
}
