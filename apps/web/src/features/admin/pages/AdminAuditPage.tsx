import { useTranslation } from 'react-i18next';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useNoIndex } from '../../../lib/use-no-index';
import { useUrlParams } from '../../../lib/use-url-params';
import { useAudit } from '../api/audit';
import { auditFiltersFrom, isFiltered } from '../api/audit-filters';
import { AdminList } from '../../../components/editing/admin-list';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditTable } from '../components/audit-table';
import { useIsAdmin } from '../hooks/use-is-admin';

/** /admin/dashboard/audit (admins only): the audit log, filtered by the URL, older pages on demand. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  useNoIndex();
  const isAdmin = useIsAdmin();
  const [params, update] = useUrlParams();
  const filters = auditFiltersFrom(params);
  const audit = useAudit(filters, isAdmin);

  if (!isAdmin) return <EmptyState icon={<ShieldAlert size={36} />} title={t('auth.login.noPermission')} />;
  return (
    <AdminList
      texts="admin.audit"
      filters={<AuditFilterBar filters={filters} onChange={update} />}
      query={audit}
    >
      {(data) => {
        const entries = data.pages.flatMap((page) => page.entries);
        return (
          <>
            {entries.length ? (
              <AuditTable entries={entries} />
            ) : (
              <EmptyState
                title={t(isFiltered(filters) ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}
              />
            )}
            {audit.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  loading={audit.isFetchingNextPage}
                  onClick={() => void audit.fetchNextPage()}
                >
                  {t('admin.audit.older')}
                </Button>
              </div>
            )}
          </>
        );
      }}
    </AdminList>
  );
}
