import { useTranslation } from 'react-i18next';
import type { GuideStatus } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<GuideStatus, BadgeTone> = {
  pending: 'info',
  changes_requested: 'warning',
  published: 'success',
  rejected: 'danger',
};

/** A guide's review status as a coloured label. */
export function GuideStatusBadge({ status }: { status: GuideStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`guideWriting.status.${status}`)}</Badge>;
}
