// Community build submissions over HTTP: a signed-in player submits, lists and edits their own;
// editors list the review queue and decide. Every answer is private (no-store): submissions are
// never public until approved, and then they are read as builds of the weapon.
import {
  ReviewDecisionInputSchema,
  SubmissionIdParamSchema,
  SubmissionInputSchema,
  SubmissionListResponseSchema,
  SubmissionQueueQuerySchema,
  SubmissionResponseSchema,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { pageInfo } from '../../http/paging';
import { privateGet, privately } from '../../http/private-get';
import { CHANGES_CONTENT, guardedOperation } from '../../http/guard';
import { findSubmission, listOwnSubmissions, listSubmissionsByStatus } from './repository';
import { decideSubmission, resubmitBuild, submitBuild } from './service';

export const submissionRoutes = featureRoutes('submissions', async (app, ctx, db) => {
  const answer = async (id: number) => ({ data: { submission: (await findSubmission(db, id))! } });
  const saved = { schema: SubmissionResponseSchema };

  app.post(
    '/build-submissions',
    guardedOperation(ctx, {
      operationId: 'submitBuild',
      role: 'user',
      body: SubmissionInputSchema,
      success: { ...saved, status: 201 },
      errors: ['UNKNOWN_REFERENCE', 'NOT_OWN_UPLOAD', 'BUILD_CODE_TAKEN', 'SUBMISSION_LIMIT'],
    }),
    async (req, reply) => {
      const id = await submitBuild(db, req.user!.id, req.body);
      return privately(reply)
        .code(201)
        .send(await answer(id));
    },
  );

  privateGet(app, ctx, '/build-submissions/mine', {
    operationId: 'listOwnSubmissions',
    role: 'user',
    success: { schema: SubmissionListResponseSchema },
    load: async ({ user }) => {
      const submissions = await listOwnSubmissions(db, user.id);
      const page = { offset: 0, limit: Math.max(submissions.length, 1) };
      return { data: { submissions, page: pageInfo(page, submissions.length) } };
    },
  });

  app.put(
    '/build-submissions/:id',
    guardedOperation(ctx, {
      operationId: 'resubmitBuild',
      role: 'user',
      params: SubmissionIdParamSchema,
      body: SubmissionInputSchema,
      success: saved,
      errors: ['UNKNOWN_REFERENCE', 'NOT_OWN_UPLOAD', 'BUILD_CODE_TAKEN', 'SUBMISSION_CLOSED'],
    }),
    async (req, reply) => {
      await resubmitBuild(db, req.user!.id, req.params.id, req.body);
      privately(reply);
      return answer(req.params.id);
    },
  );

  privateGet(app, ctx, '/build-submissions', {
    operationId: 'listSubmissions',
    role: 'editor',
    querystring: SubmissionQueueQuerySchema,
    success: { schema: SubmissionListResponseSchema },
    load: async ({ query: { status, ...page } }) => {
      const { items, total } = await listSubmissionsByStatus(db, status, page);
      return { data: { submissions: items, page: pageInfo(page, total) } };
    },
  });

  app.post(
    '/build-submissions/:id/decision',
    guardedOperation(
      ctx,
      {
        operationId: 'decideSubmission',
        role: 'editor',
        params: SubmissionIdParamSchema,
        body: ReviewDecisionInputSchema,
        success: saved,
        errors: ['OWN_SUBMISSION', 'SUBMISSION_CLOSED'],
      },
      // An approval publishes a build: a decision clears the public caches like any content write.
      CHANGES_CONTENT,
    ),
    async (req, reply) => {
      await decideSubmission(db, req.user!.id, req.params.id, req.body);
      privately(reply);
      return answer(req.params.id);
    },
  );
});
