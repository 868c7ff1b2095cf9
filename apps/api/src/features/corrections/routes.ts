// Corrections over HTTP: a signed-in player sends and follows their own; editors list the queue
// and decide. Every answer is private (no-store): a correction is a proposal, not a fact.
import {
  CorrectionDecisionInputSchema,
  CorrectionIdParamSchema,
  CorrectionInputSchema,
  CorrectionListResponseSchema,
  CorrectionQueueQuerySchema,
  CorrectionResponseSchema,
} from '@dfwiki/shared';
import { featureRoutes } from '../../http/feature-routes';
import { CHANGES_CONTENT, guardedOperation } from '../../http/guard';
import { pageInfo } from '../../http/paging';
import { privateGet, privately } from '../../http/private-get';
import type { HistorySubject } from '../history';
import { findCorrection, listCorrectionsByStatus, listOwnCorrections } from './repository';
import { correctionAnswers, decideCorrection, sendCorrection } from './service';

/** The routes, given every entity whose history a correction writes through. */
export const correctionRoutes = (subjectList: HistorySubject[]) => {
  const subjects = new Map(subjectList.map((s) => [s.entity as string, s]));
  return featureRoutes('corrections', async (app, ctx, db) => {
    const answer = async (id: number) => ({
      data: { correction: (await correctionAnswers(db, subjects, [(await findCorrection(db, id))!]))[0]! },
    });

    app.post(
      '/corrections',
      guardedOperation(ctx, {
        operationId: 'sendCorrection',
        role: 'user',
        body: CorrectionInputSchema,
        success: { schema: CorrectionResponseSchema, status: 201 },
        errors: ['UNKNOWN_REFERENCE', 'CORRECTION_LIMIT'],
      }),
      async (req, reply) => {
        const id = await sendCorrection(db, subjects, req.user!.id, req.body);
        return privately(reply)
          .code(201)
          .send(await answer(id));
      },
    );

    privateGet(app, ctx, '/corrections/mine', {
      operationId: 'listOwnCorrections',
      role: 'user',
      success: { schema: CorrectionListResponseSchema },
      load: async ({ user }) => {
        const corrections = await correctionAnswers(db, subjects, await listOwnCorrections(db, user.id));
        const page = { offset: 0, limit: Math.max(corrections.length, 1) };
        return { data: { corrections, page: pageInfo(page, corrections.length) } };
      },
    });

    privateGet(app, ctx, '/corrections', {
      operationId: 'listCorrections',
      role: 'editor',
      querystring: CorrectionQueueQuerySchema,
      success: { schema: CorrectionListResponseSchema },
      load: async ({ query: { status, ...page } }) => {
        const { rows, total } = await listCorrectionsByStatus(db, status, page);
        return {
          data: { corrections: await correctionAnswers(db, subjects, rows), page: pageInfo(page, total) },
        };
      },
    });

    app.post(
      '/corrections/:id/decision',
      guardedOperation(
        ctx,
        {
          operationId: 'decideCorrection',
          role: 'editor',
          params: CorrectionIdParamSchema,
          body: CorrectionDecisionInputSchema,
          success: { schema: CorrectionResponseSchema },
          errors: ['OWN_CORRECTION', 'CORRECTION_CLOSED', 'VALIDATION_ERROR'],
        },
        // An acceptance changes a public fact: the public caches are cleared.
        CHANGES_CONTENT,
      ),
      async (req, reply) => {
        await decideCorrection(db, subjects, req.user!.id, req.params.id, req.body);
        privately(reply);
        return answer(req.params.id);
      },
    );
  });
};
