// Players' guides over HTTP. Published guides are public reads from the public cache; everything
// else (the writer's own, the review queue, an unpublished guide) is private, answered no-store
// and never kept, so the cache can never hand a draft to anyone.
import {
  GuideDecisionInputSchema,
  GuideIdParamSchema,
  GuideInputSchema,
  GuideListQuerySchema,
  GuideListResponseSchema,
  GuidePreviewInputSchema,
  GuidePreviewResponseSchema,
  GuideRefParamSchema,
  GuideResponseSchema,
  OwnGuideListResponseSchema,
  type GuideListQuery,
  MAX_DB_INT,
} from '@dfwiki/shared';
import type { FastifyRequest } from 'fastify';
import { Forbidden, NotFound, Unauthenticated } from '../../domain-errors';
import { editMeta } from '../../http/edit-meta';
import { deleteItem } from '../../http/item-writes';
import { featureRoutes } from '../../http/feature-routes';
import { CHANGES_CONTENT, currentUser, guardedOperation } from '../../http/guard';
import { pageInfo } from '../../http/paging';
import { privateGet, privately } from '../../http/private-get';
import { operation } from '../../http/route-docs';
import type { SessionUser } from '../../http/session-user';
import { recordDelete } from '../history';
import { guideSummaries, wholeGuides } from './answers';
import { guideHistory } from './history';
import { renderGuideMarkdown } from './markdown';
import { findGuideRow, listGuideRows, listOwnGuideRows, softDeleteGuide } from './repository';
import { type Actor, canSee, decideGuide, editGuide, startGuide } from './service';

const isEditor = (user: SessionUser) => user.role.name !== 'user';
const actorOf = (user: SessionUser | undefined): Actor | undefined =>
  user && { id: user.id, isEditor: isEditor(user) };

export const guideRoutes = featureRoutes('guides', async (app, ctx, db) => {
  const siteOrigin = ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).origin : undefined;
  const whole = async (id: number, withReviews: boolean) => {
    const row = (await findGuideRow(db, { id }))!;
    return { data: { guide: (await wholeGuides(db, [row], { siteOrigin, withReviews }))[0]! } };
  };
  const signedIn = async (req: FastifyRequest) => {
    const user = await currentUser(ctx, req);
    if (!user) throw new Unauthenticated('UNAUTHORIZED', 'Log in to do this.');
    return user;
  };

  app.post(
    '/guides',
    guardedOperation(ctx, {
      operationId: 'startGuide',
      role: 'user',
      body: GuideInputSchema,
      success: { schema: GuideResponseSchema, status: 201 },
      errors: ['UNKNOWN_REFERENCE', 'GUIDE_LIMIT'],
    }),
    async (req, reply) => {
      const id = await startGuide(db, req.user!.id, req.body);
      return privately(reply)
        .code(201)
        .send(await whole(id, true));
    },
  );

  app.post(
    '/guides/preview',
    guardedOperation(ctx, {
      operationId: 'previewGuide',
      role: 'user',
      body: GuidePreviewInputSchema,
      success: { schema: GuidePreviewResponseSchema },
    }),
    async (req, reply) => {
      privately(reply);
      return { data: renderGuideMarkdown(req.body.body, { siteOrigin }) };
    },
  );

  // Published guides are a public, cached read; any other status is the editors' review queue.
  app.get(
    '/guides',
    {
      schema: operation({
        operationId: 'listGuides',
        querystring: GuideListQuerySchema,
        success: { schema: GuideListResponseSchema },
        errors: ['UNAUTHORIZED', 'FORBIDDEN'],
      }),
      compress: false,
    },
    async (req, reply) => {
      const query = req.query as GuideListQuery;
      const load = async () => {
        const { rows, total } = await listGuideRows(db, query);
        return { data: { guides: await guideSummaries(db, rows), page: pageInfo(query, total) } };
      };
      if (query.status === 'published')
        return ctx.cache.reply(req, reply, ['listGuides', ...Object.values(query)].join(':'), load);
      const user = await signedIn(req);
      if (!isEditor(user)) throw new Forbidden('FORBIDDEN', 'Only editors see guides under review.');
      privately(reply);
      return load();
    },
  );

  privateGet(app, ctx, '/guides/mine', {
    operationId: 'listOwnGuides',
    role: 'user',
    success: { schema: OwnGuideListResponseSchema },
    load: async ({ user }) => {
      const rows = await listOwnGuideRows(db, user.id);
      const guides = await wholeGuides(db, rows, { siteOrigin, withReviews: true });
      return {
        data: { guides, page: pageInfo({ offset: 0, limit: Math.max(guides.length, 1) }, guides.length) },
      };
    },
  });

  // A published guide is the same answer for everyone (cached); a draft only for its writer and
  // editors, with its reviews; to anyone else it does not exist.
  app.get(
    '/guides/:id',
    {
      schema: operation({
        operationId: 'getGuide',
        params: GuideRefParamSchema,
        success: { schema: GuideResponseSchema },
      }),
      compress: false,
    },
    async (req, reply) => {
      const { id: idOrSlug } = req.params as { id: string };
      // All digits: an id (one past the database's integer range names nothing); else a slug.
      const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
      const row =
        id === undefined
          ? await findGuideRow(db, { slug: idOrSlug })
          : id <= MAX_DB_INT
            ? await findGuideRow(db, { id })
            : undefined;
      if (row?.status === 'published')
        return ctx.cache.reply(req, reply, `getGuide:${idOrSlug}`, () => whole(row.id, false));
      const actor = actorOf(row ? await currentUser(ctx, req) : undefined);
      if (!row || !canSee(row, actor)) throw new NotFound('Guide');
      privately(reply);
      return whole(row.id, true);
    },
  );

  app.put(
    '/guides/:id',
    guardedOperation(
      ctx,
      {
        operationId: 'editGuide',
        role: 'user',
        params: GuideIdParamSchema,
        body: GuideInputSchema,
        success: { schema: GuideResponseSchema },
        errors: ['UNKNOWN_REFERENCE', 'GUIDE_CLOSED', 'EDIT_CONFLICT'],
      },
      // An editor's edit of a published guide changes a public page.
      CHANGES_CONTENT,
    ),
    async (req, reply) => {
      const current = await findGuideRow(db, { id: req.params.id });
      const actor = actorOf(req.user)!;
      if (!current || !canSee(current, actor)) throw new NotFound('Guide');
      await editGuide(db, actor, current, req.body, editMeta(req).version);
      privately(reply);
      return whole(current.id, true);
    },
  );

  app.post(
    '/guides/:id/decision',
    guardedOperation(
      ctx,
      {
        operationId: 'decideGuide',
        role: 'editor',
        params: GuideIdParamSchema,
        body: GuideDecisionInputSchema,
        success: { schema: GuideResponseSchema },
        errors: ['OWN_GUIDE', 'GUIDE_CLOSED'],
      },
      // An approval publishes a guide: the public caches are cleared like after any content write.
      CHANGES_CONTENT,
    ),
    async (req, reply) => {
      const current = await findGuideRow(db, { id: req.params.id });
      if (!current) throw new NotFound('Guide');
      await decideGuide(db, req.user!.id, current, req.body);
      privately(reply);
      return whole(current.id, true);
    },
  );

  // An editor moves a guide to the trash (a revision and an audit entry; restorable).
  deleteItem(app, ctx, '/guides/:id', {
    operationId: 'deleteGuide',
    params: GuideIdParamSchema,
    remove: ({ id }, meta) =>
      db.transaction((tx) => recordDelete(tx, guideHistory, id, meta, () => softDeleteGuide(tx, id))),
  });
});
