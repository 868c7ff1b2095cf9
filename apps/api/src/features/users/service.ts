// Account changes by an admin. The last active admin can be neither demoted nor disabled: the
// admins are locked while that is checked, so two admins demoting each other cannot both succeed.
// Each change is an audit entry in the same transaction (user.role_change, user.ban, user.unban).
import type { RoleName } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../domain-errors';
import { type Author, insertAudit } from '../history';
import { lockActiveAdmins, lockUser, revokeSessions, updateUser } from './repository';

export async function changeUser(
  db: Db,
  id: number,
  change: { role?: RoleName; disabled?: boolean },
  by: Author,
) {
  await db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const current = await lockUser(tx, id);
    if (!current) throw new NotFound('User');
    const losesAdmin = (change.role !== undefined && change.role !== 'admin') || change.disabled === true;
    if (activeAdmins.includes(id) && losesAdmin && activeAdmins.length <= 1)
      throw new Conflict('LAST_ADMIN', 'The last active admin cannot be demoted or disabled.');
    await updateUser(tx, id, change);
    if (change.disabled) await revokeSessions(tx, id);
    const target = `user:${id}`;
    // Only what really changed is logged: sending the current role again is no role change.
    if (change.role !== undefined && change.role !== current.role)
      await insertAudit(tx, {
        by,
        action: 'user.role_change',
        target,
        details: { from: current.role, to: change.role },
      });
    if (change.disabled !== undefined && change.disabled !== current.disabled)
      await insertAudit(tx, { by, action: change.disabled ? 'user.ban' : 'user.unban', target });
  });
}
