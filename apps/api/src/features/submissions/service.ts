// The rules of community build submissions (docs/product.md, "Build submissions"): any account
// may submit up to SUBMISSIONS_PER_DAY builds a day, one code per weapon; a submission stays
// private until an editor approves it; only a pending or "changes requested" one can change.
// Each write is one transaction.
import {
  RATING_DEFAULT,
  type ReviewDecisionInput,
  SUBMISSIONS_PER_DAY,
  type SubmissionInput,
  type SubmissionStatus,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { checkedTransaction } from '../../db/errors';
import { Conflict, Invalid, LimitReached, NotFound } from '../../domain-errors';
import { buildColumns, insertBuild, replaceBuildChildren } from '../weapons/builds-repository';
import { touchWeapon, weaponExists } from '../weapons/repository';
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

/** The build columns a submission sets; rating, avatar and the other images stay the defaults. */
const submittedColumns = (input: SubmissionInput) => ({
  ...buildColumns({
    ...input,
    rating: RATING_DEFAULT,
    weapon_control_img: null,
    weapon_stats_img: null,
    creator_name: '',
    creator_avatar: null,
  }),
  weaponId: input.weapon_id,
});

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
    const submittedAt = new Date().toISOString();
    const id = await insertBuild(tx, {
      ...submittedColumns(input),
      status: 'pending',
      authorId,
      submittedAt,
    });
    await replaceBuildChildren(tx, id, input);
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
    await updateSubmission(tx, id, { ...submittedColumns(input), status: 'pending' });
    await replaceBuildChildren(tx, id, input);
  });
}

const STATUS_AFTER: Record<ReviewDecisionInput['decision'], SubmissionStatus> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/**
 * An editor's decision, recorded with who made it and when. Approving publishes the build,
 * credited to its submitter.
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
    if (!EDITABLE.includes(current.status as SubmissionStatus)) throw closedError();
    const status = STATUS_AFTER[decision.decision];
    const published = status === 'approved';
    // Only a published build counts as changed on the weapon page; a note to the player does not.
    await updateSubmission(
      tx,
      id,
      published ? { status, rating: decision.rating ?? RATING_DEFAULT } : { status },
      {
        touch: published,
      },
    );
    await recordReview(tx, { buildId: id, reviewerId, decision: decision.decision, note: decision.note });
    if (published) await touchWeapon(tx, current.weaponId);
  });
}
