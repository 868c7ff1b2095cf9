// The rules of corrections (docs/product.md, "Corrections"): any account may propose a new value
// for one field of a sourced fact (CORRECTIONS_PER_DAY a day), with an http(s) source. Nothing
// changes until an editor accepts, never on their own correction; acceptance writes the value
// through the fact's history as one revision credited to the player, linked to the editor's audit
// entry `correction.accept` (the recent changes read that to name the kind).
import {
  CORRECTIONS_PER_DAY,
  type CorrectionDecisionInput,
  type CorrectionInput,
  type Correction,
} from '@dfwiki/shared';
import { isDeepStrictEqual } from 'node:util';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { Conflict, Forbidden, Invalid, LimitReached, NotFound } from '../../domain-errors';
import { type EntityState, type HistorySubject, insertAudit, recordWrite } from '../history';
import {
  closeCorrection,
  type CorrectionRow,
  countSentSince,
  insertCorrection,
  lockCorrection,
  lockSender,
} from './repository';

export type Subjects = ReadonlyMap<string, HistorySubject>;

const DAY_MS = 24 * 60 * 60 * 1000;
const unknownFact = () =>
  new Invalid('UNKNOWN_REFERENCE', 'There is no such fact to correct.', [
    { path: 'id', rule: 'exists', message: 'must name an existing fact' },
  ]);

/** The subject and its id for a correction, or a 400 when either names nothing. */
function target(subjects: Subjects, entity: string, rawId: string) {
  const subject = subjects.get(entity);
  const id = subject?.parseId(rawId);
  if (!subject || id === undefined) throw unknownFact();
  return { subject, id };
}

/**
 * The state an accepted correction writes: the field's new value, and for a card's price also its
 * label (the player's source and today), since the old label would no longer tell the truth.
 */
function correctedState(
  before: EntityState,
  row: { entity: string; field: string; value: unknown; sourceUrl: string },
) {
  const next: EntityState = { ...before, [row.field]: row.value };
  if (row.entity === 'keycard' && row.field === 'card_value') {
    next.price_source = new URL(row.sourceUrl).hostname;
    next.price_as_of = new Date().toISOString().slice(0, 10);
  }
  return next;
}

/** Thrown to undo a trial write. */
class TrialDone extends Error {}

/**
 * Whether today's rules take the value: the write is tried in a transaction that is always rolled
 * back, so the fact's own checks (ranges, required fields, the schedule's shape) decide, the same
 * as on acceptance.
 */
async function checkWrite(db: Db, subject: HistorySubject, id: string | number, state: EntityState) {
  try {
    await db.transaction(async (tx) => {
      await subject.write(tx, id, state, { by: { source: 'trial' } });
      throw new TrialDone();
    });
  } catch (error) {
    if (!(error instanceof TrialDone)) throw error;
  }
}

export async function sendCorrection(db: Db, subjects: Subjects, authorId: number, input: CorrectionInput) {
  const { subject, id } = target(subjects, input.entity, String(input.id));
  const state = await subject.read(db, id);
  if (!state || state.deleted) throw unknownFact();
  if (isDeepStrictEqual(state[input.field], input.value))
    throw new Invalid('VALIDATION_ERROR', 'That is already the value shown.', [
      { path: 'value', rule: 'changed', message: 'must differ from the value shown' },
    ]);
  const row = { entity: input.entity, field: input.field, value: input.value, sourceUrl: input.source_url };
  await checkWrite(db, subject, id, correctedState(state, row));
  return db.transaction(async (tx) => {
    await lockSender(tx, authorId);
    if ((await countSentSince(tx, authorId, new Date(Date.now() - DAY_MS))) >= CORRECTIONS_PER_DAY)
      throw new LimitReached(
        'CORRECTION_LIMIT',
        `You can send ${CORRECTIONS_PER_DAY} corrections a day. Please try again tomorrow.`,
      );
    return insertCorrection(tx, {
      entity: input.entity,
      entityId: String(id),
      field: input.field,
      value: input.value as object,
      sourceUrl: input.source_url,
      note: input.note,
      authorId,
    });
  });
}

/** An editor accepts (the value is written through the history) or rejects (with a reason). */
export async function decideCorrection(
  db: Db,
  subjects: Subjects,
  reviewerId: number,
  correctionId: number,
  decision: CorrectionDecisionInput,
) {
  await db.transaction(async (tx: Tx) => {
    const row = await lockCorrection(tx, correctionId);
    if (!row) throw new NotFound('Correction');
    if (row.authorId === reviewerId)
      throw new Forbidden(
        'OWN_CORRECTION',
        'You cannot decide on your own correction; another editor has to.',
      );
    if (row.status !== 'pending')
      throw new Conflict('CORRECTION_CLOSED', 'This correction was already decided.');
    const auditId = await insertAudit(tx, {
      by: { userId: reviewerId },
      action: `correction.${decision.decision}`,
      target: `${row.entity}:${row.entityId}`,
      details: { correction: row.id, field: row.field, source: row.sourceUrl, note: decision.note },
    });
    if (decision.decision === 'accept') {
      const { subject, id } = target(subjects, row.entity, row.entityId);
      // Credited to the player who found it; the audit entry names the editor who accepted.
      const meta = { by: { userId: row.authorId ?? reviewerId }, auditId };
      await recordWrite(tx, subject, id, 'update', meta, (before) =>
        subject.write(tx, id, correctedState(before, row), meta),
      );
    }
    await closeCorrection(tx, row.id, {
      status: decision.decision === 'accept' ? 'accepted' : 'rejected',
      reviewerId,
      note: decision.note,
    });
  });
}

/** Corrections as the API answers them, each with its fact's name and the field's value today. */
export async function correctionAnswers(
  db: Db,
  subjects: Subjects,
  rows: CorrectionRow[],
): Promise<Correction[]> {
  return Promise.all(
    rows.map(async (row) => {
      const subject = subjects.get(row.entity);
      const id = subject?.parseId(row.entityId);
      const state = id === undefined ? undefined : await subject!.read(db, id);
      const name = state?.name ?? state?.label;
      return {
        id: row.id,
        entity: row.entity as Correction['entity'],
        entity_id: row.entityId,
        entity_name: typeof name === 'string' ? name : null,
        field: row.field,
        current_value: state?.[row.field] ?? null,
        value: row.value,
        source_url: row.sourceUrl,
        note: row.note,
        status: row.status as Correction['status'],
        author:
          row.authorId !== null && row.authorNickname !== null
            ? { id: row.authorId, nickname: row.authorNickname }
            : null,
        created_at: iso(row.createdAt),
        reviewer: row.reviewerNickname,
        decided_at: row.decidedAt ? iso(row.decidedAt) : null,
        decision_note: row.decisionNote,
      };
    }),
  );
}
