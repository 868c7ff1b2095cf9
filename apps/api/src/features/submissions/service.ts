// The rules of community build submissions (docs/product.md, "Build submissions"): any account
// may submit up to SUBMISSIONS_PER_DAY builds a day, one code per weapon; a submission stays
// private until an editor approves it, and never by its own submitter (four eyes); only a pending
// or "changes requested" one can change; its image is an upload of the submitter's own.
// Each write is one transaction, and each is a revision of the build (features/history); a
// decision is also an audit entry.
import {
  RATING_DEFAULT,
  type ReviewDecisionInput,
  SUBMISSIONS_PER_DAY,
  type SubmissionInput,
  type SubmissionStatus,
  uploadHashOf,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { checkedTransaction } from '../../db/errors';
import { Conflict, Forbidden, Invalid, LimitReached, NotFound } from '../../domain-errors';
import { findUploader } from '../uploads';
import {
  buildColumns,
  buildHistory,
  draftAsBuild,
  insertBuildWithChildren,
  replaceBuildChildren,
  touchWeapon,
  weaponExists,
} from '../builds';
import { insertAudit, recordCreate, recordWrite } from '../history';
import {
  codeTaken,
  countSubmittedSince,
  lockForSubmission,
  lockSubmission,
  recordReview,
  updateSubmission,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const codeTakenError = () =>
  new Conflict('BUILD_CODE_TAKEN', 'This weapon already has a build with this code.');
const closedError = () =>
  new Conflict('SUBMISSION_CLOSED', 'This submission was already approved or rejected.');
const unknownReference = () => new Invalid('UNKNOWN_REFERENCE', 'The weapon or a tag does not exist.');

/** One transaction; an unknown category, weapon or tag id fails its foreign key: a 400, not a 500. */
const write = <T>(db: Db, work: (tx: Tx) => Promise<T>) => checkedTransaction(db, work, unknownReference);

/** The image fields a player may set; each must name an upload of theirs (or be empty). */
const SUBMITTED_IMAGES = ['weapon_builder_img'] as const satisfies readonly (keyof SubmissionInput)[];

/**
 * Every image of a submission is this site's upload by the submitter: not another host (a
 * reviewer's browser would call it), not another account's upload (its owner never agreed).
 */
async function checkOwnImages(tx: Tx, authorId: number, input: SubmissionInput) {
  for (const field of SUBMITTED_IMAGES) {
    const value = input[field];
    if (value === null) continue;
    const sha = uploadHashOf(value);
    const upload = sha === undefined ? undefined : await findUploader(tx, sha);
    if (upload?.createdBy !== authorId)
      throw new Invalid('NOT_OWN_UPLOAD', 'The image must be one you uploaded here.', [
        { path: field, rule: 'own_upload', message: 'must be an image you uploaded' },
      ]);
  }
}

export async function submitBuild(db: Db, authorId: number, input: SubmissionInput): Promise<number> {
  return write(db, async (tx) => {
    await lockForSubmission(tx, authorId, input.weapon_id);
    if (!(await weaponExists(tx, input.weapon_id))) throw unknownReference();
    const sent = await countSubmittedSince(tx, authorId, new Date(Date.now() - DAY_MS));
    if (sent >= SUBMISSIONS_PER_DAY)
      throw new LimitReached(
        'SUBMISSION_LIMIT',
        `You can submit ${SUBMISSIONS_PER_DAY} builds a day. Please try again tomorrow.`,
      );
    if (await codeTaken(tx, input.weapon_id, input.build_code)) throw codeTakenError();
    await checkOwnImages(tx, authorId, input);
    const id = await insertBuildWithChildren(tx, draftAsBuild(input), {
      weaponId: input.weapon_id,
      status: 'pending',
      authorId,
      submittedAt: new Date().toISOString(),
    });
    await recordCreate(tx, buildHistory, id, { by: { userId: authorId } });
    return id;
  });
}

const EDITABLE: SubmissionStatus[] = ['pending', 'changes_requested'];

/** The submitter's edit: the build changes and goes back into the queue. */
export async function resubmitBuild(
  db: Db,
  authorId: number,
  id: number,
  input: SubmissionInput,
): Promise<void> {
  await write(db, async (tx) => {
    await lockForSubmission(tx, authorId, input.weapon_id);
    const current = await lockSubmission(tx, id);
    // Someone else's submission answers as missing: its existence is not the caller's business.
    if (!current || current.authorId !== authorId) throw new NotFound('Submission');
    if (!EDITABLE.includes(current.status as SubmissionStatus)) throw closedError();
    if (!(await weaponExists(tx, input.weapon_id))) throw unknownReference();
    if (await codeTaken(tx, input.weapon_id, input.build_code, id)) throw codeTakenError();
    await checkOwnImages(tx, authorId, input);
    const build = draftAsBuild(input);
    await recordWrite(tx, buildHistory, id, 'update', { by: { userId: authorId } }, async () => {
      await updateSubmission(tx, id, {
        ...buildColumns(build),
        weaponId: input.weapon_id,
        status: 'pending',
      });
      await replaceBuildChildren(tx, id, build);
    });
  });
}

const STATUS_AFTER: Record<ReviewDecisionInput['decision'], SubmissionStatus> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/**
 * An editor's decision, recorded with who made it and when, as an audit entry
 * (`submission.<decision>`, with the note) and the build's revision of its new state. Approving
 * publishes the build, credited to its submitter. Nobody decides on their own submission, admins included: another
 * reviewer must.
 */
export async function decideSubmission(
  db: Db,
  reviewerId: number,
  id: number,
  decision: ReviewDecisionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSubmission(tx, id);
    if (!current) throw new NotFound('Submission');
    if (current.authorId === reviewerId)
      throw new Forbidden(
        'OWN_SUBMISSION',
        'You cannot review your own submission; another editor or an admin has to.',
      );
    if (!EDITABLE.includes(current.status as SubmissionStatus)) throw closedError();
    const status = STATUS_AFTER[decision.decision];
    const published = status === 'approved';
    const by = { userId: reviewerId };
    const auditId = await insertAudit(tx, {
      by,
      action: `submission.${decision.decision}`,
      target: `build:${id}`,
      details: { name: current.name, note: decision.note },
    });
    await recordWrite(tx, buildHistory, id, 'update', { by, auditId }, async () => {
      // Only a published build counts as changed on the weapon page; a note to the player does not.
      const change = published ? { status, rating: decision.rating ?? RATING_DEFAULT } : { status };
      await updateSubmission(tx, id, change, { touch: published });
      await recordReview(tx, { buildId: id, reviewerId, decision: decision.decision, note: decision.note });
      if (published) await touchWeapon(tx, current.weaponId);
    });
  });
}
