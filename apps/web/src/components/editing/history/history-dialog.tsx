import { useTranslation } from 'react-i18next';
import type { HistoryEntity } from '@dfwiki/shared';
import { Modal } from '../../ui/modal';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';
import { HistoryPanel } from './history-panel';

/** The history of an entity edited in place (a tag's name), in a dialog; a restore re-reads the lists. */
export function HistoryDialog({
  entity,
  id,
  name,
  onClose,
}: {
  entity: HistoryEntity;
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reload = useInvalidateAll();
  return (
    <Modal open onClose={onClose} title={t('admin.history.ofNamed', { name })} size="lg" closeFooter>
      <HistoryPanel session={{ entity, id, reload }} />
    </Modal>
  );
}
