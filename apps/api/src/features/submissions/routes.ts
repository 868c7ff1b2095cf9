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
import type { FastifyReply } from 'fastify';
import { featureRoutes } from '../../http/feature-routes';
import { pageInfo } from '../../http/paging';
import { CHANGES_CONTENT, guardedOperation } from '../../http/guard';
import { findSubmission, listOwnSubmissions, listSubmissionsByStatus } from './repository';
import { decideSubmission, resubmitBuild, submitBuild } from './service';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export const submissionRoutes = featureRoutes('submissions', async (app, ctx, db) => {
  const answer = async (id: number) => ({ data: { submission: (await findSubmission(db, id))! } });
  const saved = { schema: SubmissionResponseSchema, description: 'The submission as saved' };

  app.post(
    '/build-submissions',
    guardedOperation(ctx, {
      operationId: 'submitBuild',
      summary: 'Submit a build for review',
      description:
        'Any signed-in account may submit up to 5 builds in 24 hours. The build code may be pasted as the game copies it; only the code is kept. The screenshot must be an image the same account uploaded (`POST /uploads`). The build stays private until an editor approves it.',
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

  app.get(
    '/build-submissions/mine',
    guardedOperation(ctx, {
      operationId: 'listOwnSubmissions',
      summary: 'My submitted builds',
      description: 'Every build the signed-in account submitted, newest first, with each review decision.',
      role: 'user',
      success: { schema: SubmissionListResponseSchema, description: 'One page holding all of them' },
    }),
    async (req, reply) => {
      const submissions = await listOwnSubmissions(db, req.user!.id);
      const page = { offset: 0, limit: Math.max(submissions.length, 1) };
      privately(reply);
      return { data: { submissions, page: pageInfo(page, submissions.length) } };
    },
  );

  app.put(
    '/build-submissions/:id',
    guardedOperation(ctx, {
      operationId: 'resubmitBuild',
      summary: 'Edit a submission and send it again',
      description:
        'The submitter replaces the whole build while it is pending or changes were asked for; it goes back into the review queue. Another account’s submission answers NOT_FOUND.',
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

  app.get(
    '/build-submissions',
    guardedOperation(ctx, {
      operationId: 'listSubmissions',
      summary: 'The review queue',
      description:
        'Submissions in one status (default `pending`), oldest first. `page.total` is the count the admin sidebar shows.',
      role: 'editor',
      querystring: SubmissionQueueQuerySchema,
      success: { schema: SubmissionListResponseSchema, description: 'One page of submissions' },
    }),
    async (req, reply) => {
      const { status, ...page } = req.query;
      const { items, total } = await listSubmissionsByStatus(db, status, page);
      privately(reply);
      return { data: { submissions: items, page: pageInfo(page, total) } };
    },
  );

  app.post(
    '/build-submissions/:id/decision',
    guardedOperation(
      ctx,
      {
        operationId: 'decideSubmission',
        summary: 'Approve, ask for changes or reject',
        description:
          'Records the decision with the reviewer and the time. Nobody decides on their own submission (`OWN_SUBMISSION`), admins included. `approve` publishes the build on its weapon page, credited to the submitter (with an optional `rating`, default 4); `request_changes` and `reject` need a `note`, which the submitter sees.',
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
