// Account changes by an admin. The last active admin can be neither demoted nor disabled: the
// admins are locked while that is checked, so two admins demoting each other cannot both succeed.
import type { RoleName } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../domain-errors';
import { lockActiveAdmins, lockUser, revokeSessions, updateUser } from './repository';

export async function changeUser(db: Db, id: number, change: { role?: RoleName; disabled?: boolean }) {
  await db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    if (!(await lockUser(tx, id))) throw new NotFound('User');
    const losesAdmin = (change.role !== undefined && change.role !== 'admin') || change.disabled === true;
    if (activeAdmins.includes(id) && losesAdmin && activeAdmins.length <= 1)
      throw new Conflict('LAST_ADMIN', 'The last active admin cannot be demoted or disabled.');
    await updateUser(tx, id, change);
    if (change.disabled) await revokeSessions(tx, id);
  });
}
