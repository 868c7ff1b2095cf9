import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { ROLE_NAMES, type AdminUser, type RoleName } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { DataTable, type Column } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { SELECT_CLASSES } from '../../../components/ui/field';
import { useNoIndex } from '../../../lib/use-no-index';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/queries/session';
import { patchUser, useUsers } from '../api/users';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';
import { useIsAdmin } from '../hooks/use-is-admin';
import { AdminList } from '../../../components/editing/admin-list';

/** /admin/dashboard/users (admins only): role and disabled flag of every account. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  useNoIndex();
  const isAdmin = useIsAdmin();
  const me = useSession().data?.user?.id;
  const users = useUsers(isAdmin);
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();

  const patch = useMutation({
    mutationFn: ({ id, change }: { id: number; change: { role?: RoleName; disabled?: boolean } }) =>
      patchUser(id, change),
    onSuccess: (user) =>
      showToast(t('admin.users.saved', { name: user.nickname }), { type: 'success', timeout: 3000 }),
    // 409 LAST_ADMIN: the server's message says why.
    onError: (error) => showToast(errorMessage(error), { type: 'error', timeout: 5000 }),
    onSettled: () => invalidate(),
  });
  const busy = (user: AdminUser) => patch.isPending && patch.variables?.id === user.id;

  const columns: Column<AdminUser>[] = [
    {
      header: t('admin.users.nickname'),
      className: 'font-medium',
      cell: (user) => (
        <>
          {user.nickname}
          {user.id === me && <span className="ml-1 text-xs text-fg-muted">({t('admin.users.you')})</span>}
          <span className="block text-xs font-normal text-fg-muted sm:hidden">{user.email}</span>
        </>
      ),
    },
    { header: t('auth.email'), from: 'sm', cell: (user) => user.email },
    {
      header: t('admin.users.role'),
      cell: (user) => (
        <select
          aria-label={t('admin.users.roleOf', { name: user.nickname })}
          value={user.role.name}
          disabled={busy(user)}
          onChange={(e) => patch.mutate({ id: user.id, change: { role: e.target.value as RoleName } })}
          className={`${SELECT_CLASSES} w-auto`}
        >
          {ROLE_NAMES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.users.roles.${role}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: t('admin.users.status'),
      cell: (user) => (
        <Badge tone={user.disabled ? 'danger' : 'success'}>
          {user.disabled ? t('admin.users.disabled') : t('admin.users.active')}
        </Badge>
      ),
    },
    {
      header: t('admin.common.actions'),
      align: 'right',
      cell: (user) => (
        <Button
          size="sm"
          variant={user.disabled ? 'success' : 'warning'}
          loading={busy(user)}
          onClick={() => patch.mutate({ id: user.id, change: { disabled: !user.disabled } })}
          aria-label={t(user.disabled ? 'admin.users.enableNamed' : 'admin.users.disableNamed', {
            name: user.nickname,
          })}
        >
          {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
        </Button>
      ),
    },
  ];

  if (!isAdmin) return <EmptyState icon={<ShieldAlert size={36} />} title={t('auth.login.noPermission')} />;
  return (
    <AdminList texts="admin.users" query={users}>
      {(rows) => (
        <DataTable label={t('admin.users.title')} columns={columns} rows={rows} rowKey={(u) => u.id} />
      )}
    </AdminList>
  );
}
