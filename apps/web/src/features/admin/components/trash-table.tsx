import { useTranslation } from 'react-i18next';
import type { TrashItem } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/table';
import { formatMoment } from '../../../lib/format-day';
import { useActorName } from './actor-name';
import { RowButton } from '../../../components/editing/row-actions';

/** The trash, newest delete first: kind, name, when and by whom, and a Restore button per row. */
export function TrashTable({
  items,
  busy,
  onRestore,
}: {
  items: TrashItem[];
  busy: boolean;
  onRestore: (item: TrashItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const actorName = useActorName();
  const kind = (item: TrashItem) => t(`admin.trash.kinds.${item.entity}`);
  const when = (item: TrashItem) => formatMoment(item.deleted_at, i18n.language);
  return (
    <DataTable
      label={t('admin.trash.label')}
      rows={items}
      rowKey={(item) => item.revision_id}
      rowProps={(item) => ({ 'data-testid': `trash-${item.entity}-${item.entityId}` })}
      columns={[
        { header: t('admin.trash.kind'), from: 'sm', cell: (item) => <Badge>{kind(item)}</Badge> },
        {
          header: t('admin.trash.name'),
          className: 'font-medium break-words',
          cell: (item) => (
            <>
              {item.name}
              <span className="block text-xs font-normal text-fg-muted sm:hidden">
                {kind(item)} · {t('admin.trash.deletedBy', { date: when(item), name: actorName(item.by) })}
              </span>
            </>
          ),
        },
        { header: t('admin.trash.deleted'), from: 'sm', cell: (item) => when(item) },
        { header: t('admin.trash.by'), from: 'md', cell: (item) => actorName(item.by) },
        {
          header: t('admin.common.actions'),
          align: 'right',
          cell: (item) => (
            <RowButton action="restore" name={item.name} disabled={busy} onClick={() => onRestore(item)} />
          ),
        },
      ]}
    />
  );
}
