// Build tags: public list; editors create, rename and delete. Names are unique case-insensitively;
// deleting a tag detaches it from builds and weapons (cascade on the link tables).
import {
  DeletedResponseSchema,
  IdParamSchema,
  TagInputSchema,
  TagResponseSchema,
  TagsResponseSchema,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { operation } from '../../http/route-docs';
import { CHANGES_CONTENT, guardedOperation } from '../auth/guard';
import { listTags } from './repository';
import { createTag, removeTag, updateTagName } from './service';

export const tagRoutes = featureRoutes(async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/build-tags',
    {
      schema: operation({
        operationId: 'listBuildTags',
        tag: 'tags',
        summary: 'List build tags',
        success: { schema: TagsResponseSchema, description: 'Every tag, by name' },
      }),
    },
    (req, reply) =>
      ctx.cache.reply(req, reply, 'tags', async () => ({
        data: { tags: await listTags(db) },
      })),
  );

  app.post(
    '/build-tags',
    guardedOperation(
      ctx,
      {
        operationId: 'createBuildTag',
        tag: 'tags',
        summary: 'Create a build tag',
        description: 'Names are unique, ignoring case.',
        role: 'editor',
        body: TagInputSchema,
        success: { schema: TagResponseSchema, status: 201, description: 'The new tag' },
        errors: ['TAG_EXISTS'],
      },
      CHANGES_CONTENT,
    ),
    async (req, reply) => {
      const tag = await createTag(db, req.body.name);
      return reply.code(201).send({ data: { tag } });
    },
  );

  app.put(
    '/build-tags/:id',
    guardedOperation(
      ctx,
      {
        operationId: 'renameBuildTag',
        tag: 'tags',
        summary: 'Rename a build tag',
        role: 'editor',
        params: IdParamSchema,
        body: TagInputSchema,
        success: { schema: TagResponseSchema, description: 'The renamed tag' },
        errors: ['NOT_FOUND', 'TAG_EXISTS'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      return { data: { tag: await updateTagName(db, req.params.id, req.body.name) } };
    },
  );

  app.delete(
    '/build-tags/:id',
    guardedOperation(
      ctx,
      {
        operationId: 'deleteBuildTag',
        tag: 'tags',
        summary: 'Delete a build tag',
        description: 'Detaches it from every build and weapon.',
        role: 'editor',
        params: IdParamSchema,
        success: { schema: DeletedResponseSchema, description: 'The id of the deleted tag' },
        errors: ['NOT_FOUND'],
      },
      CHANGES_CONTENT,
    ),
    async (req) => {
      await removeTag(db, req.params.id);
      return { data: { deleted: req.params.id } };
    },
  );
});
