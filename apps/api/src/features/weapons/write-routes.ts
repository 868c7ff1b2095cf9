// Editor writes for weapons and their builds. POST creates (missing fields get defaults), PUT
// replaces (every field required), PATCH changes the fields sent. Bodies may be GET answers as
// they came: server-owned fields are ignored.
import {
  BuildInputSchema,
  BuildPatchSchema,
  BuildReplaceSchema,
  BuildResponseSchema,
  DeletedResponseSchema,
  IdParamSchema,
  WeaponBuildParamSchema,
  WeaponIdParamSchema,
  WeaponInputSchema,
  WeaponPatchSchema,
  WeaponReplaceSchema,
  WeaponResponseSchema,
} from '@dfwiki/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { operation } from '../../http/route-docs';
import { guarded } from '../auth/guard';
import { findBuild, findWeapon } from './repository';
import {
  createBuild,
  createWeapon,
  deleteBuild,
  deleteWeapon,
  patchBuild,
  patchWeapon,
  updateBuild,
  updateWeapon,
} from './service';

export const weaponWriteRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx.database;
    const editor = guarded(ctx, 'editor', { changesContent: true });
    const weaponAnswer = async (id: number) => ({ data: { weapon: (await findWeapon(db, String(id)))! } });
    const buildAnswer = async (weaponId: number, buildId: number) => ({
      data: { build: (await findBuild(db, weaponId, buildId))! },
    });
    const savedWeapon = { schema: WeaponResponseSchema, description: 'The weapon as saved' };
    const savedBuild = { schema: BuildResponseSchema, description: 'The build as saved' };
    const deleted = { schema: DeletedResponseSchema, description: 'The id of what was deleted' };

    app.post(
      '/weapons',
      {
        ...editor,
        schema: operation({
          operationId: 'createWeapon',
          tag: 'weapons',
          summary: 'Create a weapon',
          description: 'Fields left out get defaults (numbers 0, tier C).',
          role: 'editor',
          body: WeaponInputSchema,
          success: { ...savedWeapon, status: 201 },
          errors: ['UNKNOWN_REFERENCE'],
        }),
      },
      async (req, reply) => {
        const id = await createWeapon(db, req.body);
        return reply.code(201).send(await weaponAnswer(id));
      },
    );

    app.put(
      '/weapons/:id',
      {
        ...editor,
        schema: operation({
          operationId: 'replaceWeapon',
          tag: 'weapons',
          summary: 'Replace a weapon',
          description:
            'A full replacement of the fields, TTK values, pros/cons and tags: every field is required (use PATCH to change a few). When `builds` is given, builds not listed are deleted.',
          role: 'editor',
          params: IdParamSchema,
          body: WeaponReplaceSchema,
          success: savedWeapon,
          errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req) => {
        await updateWeapon(db, req.params.id, req.body);
        return weaponAnswer(req.params.id);
      },
    );

    app.patch(
      '/weapons/:id',
      {
        ...editor,
        schema: operation({
          operationId: 'updateWeapon',
          tag: 'weapons',
          summary: 'Change some fields of a weapon',
          description: 'Only the fields sent change; builds are kept.',
          role: 'editor',
          params: IdParamSchema,
          body: WeaponPatchSchema,
          success: savedWeapon,
          errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req) => {
        await patchWeapon(db, req.params.id, req.body);
        return weaponAnswer(req.params.id);
      },
    );

    app.delete(
      '/weapons/:id',
      {
        ...editor,
        schema: operation({
          operationId: 'deleteWeapon',
          tag: 'weapons',
          summary: 'Delete a weapon',
          description: 'Deletes the weapon and its builds.',
          role: 'editor',
          params: IdParamSchema,
          success: deleted,
          errors: ['NOT_FOUND'],
        }),
      },
      async (req) => {
        await deleteWeapon(db, req.params.id);
        return { data: { deleted: req.params.id } };
      },
    );

    app.post(
      '/weapons/:weaponId/builds',
      {
        ...editor,
        schema: operation({
          operationId: 'createBuild',
          tag: 'builds',
          summary: 'Add a build to a weapon',
          description: 'Fields left out get defaults (rating 4, performance values 50).',
          role: 'editor',
          params: WeaponIdParamSchema,
          body: BuildInputSchema,
          success: { ...savedBuild, status: 201 },
          errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req, reply) => {
        const id = await createBuild(db, req.params.weaponId, req.body, req.user?.id);
        return reply.code(201).send(await buildAnswer(req.params.weaponId, id));
      },
    );

    app.put(
      '/weapons/:weaponId/builds/:buildId',
      {
        ...editor,
        schema: operation({
          operationId: 'replaceBuild',
          tag: 'builds',
          summary: 'Replace a build',
          description: 'A full replacement: every field is required (use PATCH to change a few).',
          role: 'editor',
          params: WeaponBuildParamSchema,
          body: BuildReplaceSchema,
          success: savedBuild,
          errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req) => {
        await updateBuild(db, req.params.weaponId, req.params.buildId, req.body);
        return buildAnswer(req.params.weaponId, req.params.buildId);
      },
    );

    app.patch(
      '/weapons/:weaponId/builds/:buildId',
      {
        ...editor,
        schema: operation({
          operationId: 'updateBuild',
          tag: 'builds',
          summary: 'Change some fields of a build',
          description: 'Only the fields sent change.',
          role: 'editor',
          params: WeaponBuildParamSchema,
          body: BuildPatchSchema,
          success: savedBuild,
          errors: ['NOT_FOUND', 'UNKNOWN_REFERENCE'],
        }),
      },
      async (req) => {
        await patchBuild(db, req.params.weaponId, req.params.buildId, req.body);
        return buildAnswer(req.params.weaponId, req.params.buildId);
      },
    );

    app.delete(
      '/weapons/:weaponId/builds/:buildId',
      {
        ...editor,
        schema: operation({
          operationId: 'deleteBuild',
          tag: 'builds',
          summary: 'Delete a build',
          role: 'editor',
          params: WeaponBuildParamSchema,
          success: deleted,
          errors: ['NOT_FOUND'],
        }),
      },
      async (req) => {
        await deleteBuild(db, req.params.weaponId, req.params.buildId);
        return { data: { deleted: req.params.buildId } };
      },
    );
  };
