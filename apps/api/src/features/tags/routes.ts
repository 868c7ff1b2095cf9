// Build tags: public list; editors create, rename and delete. Names are unique case-insensitively;
// deleting a tag moves it to the trash: it leaves builds and weapons until restored.
import { IdParamSchema, TagInputSchema, TagResponseSchema, TagsResponseSchema } from '@dfwiki/shared';
import { cachedPlainGet } from '../../http/cached-get';
import { deleteItem } from '../../http/item-writes';
import { featureRoutes } from '../../http/feature-routes';
import { editorWrite } from '../../http/guard';
import { editMeta } from '../../http/edit-meta';
import { listTags } from './repository';
import { createTag, removeTag, updateTagName } from './service';

export const tagRoutes = featureRoutes('tags', async (app, ctx, db) => {
  cachedPlainGet(app, ctx, '/build-tags', 'listBuildTags', TagsResponseSchema, async () => ({
    data: { tags: await listTags(db) },
  }));

  app.post(
    '/build-tags',
    editorWrite(ctx, {
      operationId: 'createBuildTag',
      body: TagInputSchema,
      success: { schema: TagResponseSchema, status: 201 },
      errors: ['TAG_EXISTS'],
    }),
    async (req, reply) => {
      const tag = await createTag(db, req.body.name, editMeta(req));
      return reply.code(201).send({ data: { tag } });
    },
  );

  app.put(
    '/build-tags/:id',
    editorWrite(ctx, {
      operationId: 'renameBuildTag',
      params: IdParamSchema,
      body: TagInputSchema,
      success: { schema: TagResponseSchema },
      errors: ['TAG_EXISTS'],
    }),
    async (req) => {
      return { data: { tag: await updateTagName(db, req.params.id, req.body.name, editMeta(req)) } };
    },
  );

  deleteItem(app, ctx, '/build-tags/:id', {
    operationId: 'deleteBuildTag',
    params: IdParamSchema,
    remove: ({ id }, meta) => removeTag(db, id, meta),
  });
});
