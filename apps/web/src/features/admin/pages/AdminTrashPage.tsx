import { useNoIndex } from '../../../lib/use-no-index';
import { useTrash } from '../api/trash';
import { AdminList } from '../../../components/editing/admin-list';
import { TrashTable } from '../components/trash-table';
import { useRestore } from '../hooks/use-restore';

/** /admin/dashboard/trash (editors and admins): what was deleted, each with a Restore button. */
export default function AdminTrashPage() {
  useNoIndex();
  const trash = useTrash();
  const restore = useRestore();
  return (
    <>
      <AdminList texts="admin.trash" query={trash} empty={trash.data?.length === 0}>
        {(items) => <TrashTable items={items} busy={restore.busy} onRestore={restore.ask} />}
      </AdminList>
      {restore.dialog}
    </>
  );
}
