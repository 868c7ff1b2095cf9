// Admin-only user management: list, change role, disable/enable. The last active admin can be
// neither demoted nor disabled (checked inside the transaction, with the admins locked).
import { AdminUserResponseSchema, IdParamSchema, UserPatchSchema, UsersResponseSchema } from '@dfwiki/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { roles, sessions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { operation } from '../../http/route-docs';
import { guarded } from '../auth/guard';

const listUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      roleName: roles.name,
      disabled: users.disabled,
      created_at: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(asc(users.id))
    .then((rows) =>
      rows.map(({ roleName, created_at, ...u }) => ({
        ...u,
        role: { name: roleName },
        created_at: new Date(created_at).toISOString(),
      })),
    );

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const admin = guarded(ctx, 'admin');

    app.get(
      '/users',
      {
        ...admin,
        schema: operation({
          operationId: 'listUsers',
          tag: 'users',
          summary: 'List users',
          role: 'admin',
          success: { schema: UsersResponseSchema, description: 'Every account' },
        }),
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: { users: await listUsers(db) } };
      },
    );

    app.patch(
      '/users/:id',
      {
        ...admin,
        schema: operation({
          operationId: 'updateUser',
          tag: 'users',
          summary: 'Change a role or disable a user',
          description: 'The last active admin can be neither demoted nor disabled (409 LAST_ADMIN).',
          role: 'admin',
          params: IdParamSchema,
          body: UserPatchSchema,
          success: { schema: AdminUserResponseSchema, description: 'The user as saved' },
          errors: ['NOT_FOUND', 'LAST_ADMIN'],
        }),
      },
      async (req) => {
        const { id } = req.params;
        const { role, disabled } = req.body;
        await db.transaction(async (tx) => {
          const activeAdmins = await tx
            .select({ id: users.id })
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(and(eq(roles.name, 'admin'), eq(users.disabled, false)))
            .for('update', { of: users });
          const [target] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, id))
            .for('update');
          if (!target) throw notFound('User');
          const targetIsActiveAdmin = activeAdmins.some((a) => a.id === id);
          const losesAdmin = (role !== undefined && role !== 'admin') || disabled === true;
          if (targetIsActiveAdmin && losesAdmin && activeAdmins.length <= 1) {
            throw new AppError(409, 'LAST_ADMIN', 'The last active admin cannot be demoted or disabled.');
          }
          const set: Partial<typeof users.$inferInsert> = {};
          if (role !== undefined) {
            const [r] = await tx.select().from(roles).where(eq(roles.name, role));
            set.roleId = r!.id;
          }
          if (disabled !== undefined) set.disabled = disabled;
          await tx.update(users).set(set).where(eq(users.id, id));
          // Disabling ends every session of that user at once.
          if (disabled)
            await tx
              .update(sessions)
              .set({ revokedAt: new Date().toISOString() })
              .where(eq(sessions.userId, id));
        });
        const user = (await listUsers(db)).find((u) => u.id === id)!;
        return { data: { user } };
      },
    );
  };
