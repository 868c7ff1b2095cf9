// Editor writes for weapons and their builds.
import {
  BuildInputSchema,
  IdParamSchema,
  WeaponBuildParamSchema,
  WeaponIdParamSchema,
  WeaponInputSchema,
} from '@dfwiki/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { guarded } from '../auth/guard';
import { findWeapon, loadBuilds } from './repository';
import { createBuild, createWeapon, deleteBuild, deleteWeapon, updateBuild, updateWeapon } from './service';

export const weaponWriteRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const editor = guarded(ctx, 'editor');
    const weaponAnswer = async (id: number) => ({ data: { weapon: await findWeapon(db, String(id)) } });
    const buildAnswer = async (weaponId: number, buildId: number) => ({
      data: { build: (await loadBuilds(db, [weaponId])).get(weaponId)?.find((b) => b.id === buildId) },
    });

    app.post(
      '/weapons',
      {
        ...editor,
        schema: { tags: ['weapons'], summary: 'Create a weapon (editor)', body: WeaponInputSchema },
      },
      async (req, reply) => {
        const id = await createWeapon(db, req.body);
        await ctx.cache.invalidate();
        return reply.code(201).send(await weaponAnswer(id));
      },
    );

    app.put(
      '/weapons/:id',
      {
        ...editor,
        schema: {
          tags: ['weapons'],
          summary:
            'Replace a weapon: fields, TTK values, pros/cons, tags; builds not listed in `builds` are deleted (editor)',
          params: IdParamSchema,
          body: WeaponInputSchema,
        },
      },
      async (req) => {
        await updateWeapon(db, req.params.id, req.body);
        await ctx.cache.invalidate();
        return weaponAnswer(req.params.id);
      },
    );

    app.delete(
      '/weapons/:id',
      {
        ...editor,
        schema: {
          tags: ['weapons'],
          summary: 'Delete a weapon and its builds (editor)',
          params: IdParamSchema,
        },
      },
      async (req) => {
        await deleteWeapon(db, req.params.id);
        await ctx.cache.invalidate();
        return { data: { deleted: req.params.id } };
      },
    );

    app.post(
      '/weapons/:weaponId/builds',
      {
        ...editor,
        schema: {
          tags: ['builds'],
          summary: 'Add a build to a weapon (editor)',
          params: WeaponIdParamSchema,
          body: BuildInputSchema,
        },
      },
      async (req, reply) => {
        const id = await createBuild(db, req.params.weaponId, req.body);
        await ctx.cache.invalidate();
        return reply.code(201).send(await buildAnswer(req.params.weaponId, id));
      },
    );

    app.put(
      '/weapons/:weaponId/builds/:buildId',
      {
        ...editor,
        schema: {
          tags: ['builds'],
          summary: 'Replace a build (editor)',
          params: WeaponBuildParamSchema,
          body: BuildInputSchema,
        },
      },
      async (req) => {
        await updateBuild(db, req.params.weaponId, req.params.buildId, req.body);
        await ctx.cache.invalidate();
        return buildAnswer(req.params.weaponId, req.params.buildId);
      },
    );

    app.delete(
      '/weapons/:weaponId/builds/:buildId',
      {
        ...editor,
        schema: { tags: ['builds'], summary: 'Delete a build (editor)', params: WeaponBuildParamSchema },
      },
      async (req) => {
        await deleteBuild(db, req.params.weaponId, req.params.buildId);
        await ctx.cache.invalidate();
        return { data: { deleted: req.params.buildId } };
      },
    );
  };
