// Admin-only user management over HTTP: list, change role, disable/enable (rules in service.ts).
import { AdminUserResponseSchema, IdParamSchema, UserPatchSchema, UsersResponseSchema } from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { guardedOperation } from '../../http/guard';
import { privateGet } from '../../http/private-get';
import { listUsers } from './repository';
import { changeUser } from './service';

export const userRoutes = featureRoutes('users', async (app, ctx, db) => {
  privateGet(app, ctx, '/users', {
    operationId: 'listUsers',
    role: 'admin',
    success: { schema: UsersResponseSchema },
    load: async () => ({ data: { users: await listUsers(db) } }),
  });

  app.patch(
    '/users/:id',
    guardedOperation(ctx, {
      operationId: 'updateUser',
      role: 'admin',
      params: IdParamSchema,
      body: UserPatchSchema,
      success: { schema: AdminUserResponseSchema },
      errors: ['LAST_ADMIN'],
    }),
    async (req) => {
      const { id } = req.params;
      await changeUser(db, id, req.body, { userId: req.user!.id });
      const user = (await listUsers(db)).find((u) => u.id === id)!;
      return { data: { user } };
    },
  );
});
