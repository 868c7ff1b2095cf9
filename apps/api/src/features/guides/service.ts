// The rules of players' guides (docs/product.md, "Guides"): any account may start GUIDES_PER_DAY
// guides a day; a guide stays private until an editor publishes it, and never by its own writer
// (four eyes); its writer may change it while it waits or needs changes, editors at any time. Each
// write is one transaction and one revision of the guide (features/history); a decision is also an
// audit entry.
import {
  GUIDES_PER_DAY,
  type GuideDecisionInput,
  type GuideInput,
  type GuideStatus,
  type ReviewDecision,
  slugify,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { Conflict, Forbidden, LimitReached, NotFound } from '../../domain-errors';
import { type EditMeta, insertAudit, recordCreate, recordWrite } from '../history';
import { guideHistory } from './history';
import {
  countStartedSince,
  type GuideRow,
  insertGuide,
  lockWriter,
  recordGuideReview,
  setGuideStatus,
  slugTaken,
  updateGuide,
} from './repository';
import { resolveSubject } from './subjects';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Words of our own routes under /guides/, never a guide's slug. */
const RESERVED_SLUGS = new Set(['mine', 'preview', 'new']);

/** Who acts: the account and whether its role is editor or above. */
export interface Actor {
  id: number;
  isEditor: boolean;
}

/** May this account see the guide (published guides: anyone)? */
export const canSee = (row: GuideRow, actor: Actor | undefined) =>
  row.status === 'published' || (actor !== undefined && (actor.isEditor || actor.id === row.authorId));

/** A slug from the title, unique among all guides (a number added when taken). */
async function freeSlug(tx: Tx, title: string, exceptId?: number) {
  const base = slugify(title) || 'guide';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!RESERVED_SLUGS.has(slug) && !/^\d+$/.test(slug) && !(await slugTaken(tx, slug, exceptId)))
      return slug;
  }
}

async function columnsOf(tx: Tx, input: GuideInput) {
  const subject = input.subject ? await resolveSubject(tx, input.subject) : null;
  return {
    title: input.title,
    body: input.body,
    category: input.category,
    language: input.language,
    subjectType: subject?.type ?? null,
    subjectId: subject?.id ?? null,
  };
}

export async function startGuide(db: Db, authorId: number, input: GuideInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockWriter(tx, authorId);
    const started = await countStartedSince(tx, authorId, new Date(Date.now() - DAY_MS));
    if (started >= GUIDES_PER_DAY)
      throw new LimitReached(
        'GUIDE_LIMIT',
        `You can start ${GUIDES_PER_DAY} guides a day. Please try again tomorrow.`,
      );
    const columns = await columnsOf(tx, input);
    const id = await insertGuide(tx, {
      ...columns,
      slug: await freeSlug(tx, input.title),
      status: 'pending',
      authorId,
    });
    await recordCreate(tx, guideHistory, id, { by: { userId: authorId } });
    return id;
  });
}

const OPEN: GuideStatus[] = ['pending', 'changes_requested'];
const closedError = () => new Conflict('GUIDE_CLOSED', 'This guide was already published or rejected.');

/**
 * An edit. The writer's edit of a guide waiting or sent back puts it in the queue again; an
 * editor's edit keeps its status (a published guide stays published). Until a guide is first
 * published its slug follows its title; after that it is fixed, so links keep working.
 */
export async function editGuide(
  db: Db,
  actor: Actor,
  current: GuideRow,
  input: GuideInput,
  version: number | undefined,
): Promise<void> {
  const own = current.authorId === actor.id;
  // Someone else's guide answers as missing to a player: its existence is not their business.
  if (!own && !actor.isEditor) throw new NotFound('Guide');
  const meta: EditMeta = { by: { userId: actor.id }, version };
  await db.transaction(async (tx) => {
    await recordWrite(tx, guideHistory, current.id, 'update', meta, async (before) => {
      // Read under the row lock: a decision that just closed the guide is seen here.
      const open = OPEN.includes(before.status as GuideStatus);
      if (!actor.isEditor && !open) throw closedError();
      const columns = await columnsOf(tx, input);
      const neverPublished = current.publishedAt === null;
      await updateGuide(tx, current.id, {
        ...columns,
        ...(neverPublished && input.title !== before.title
          ? { slug: await freeSlug(tx, input.title, current.id) }
          : {}),
        ...(own && open ? { status: 'pending' } : {}),
      });
    });
  });
}

const STATUS_AFTER: Record<ReviewDecision, GuideStatus> = {
  approve: 'published',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/**
 * An editor's decision: an audit entry (`guide.<decision>`, with the note), the review the writer
 * reads, and the guide's revision of its new status. Nobody decides on their own guide, admins
 * included: another editor must.
 */
export async function decideGuide(
  db: Db,
  reviewerId: number,
  current: GuideRow,
  decision: GuideDecisionInput,
): Promise<void> {
  if (current.authorId === reviewerId)
    throw new Forbidden('OWN_GUIDE', 'You cannot review your own guide; another editor or an admin has to.');
  const by = { userId: reviewerId };
  await db.transaction(async (tx) => {
    const auditId = await insertAudit(tx, {
      by,
      action: `guide.${decision.decision}`,
      target: `guide:${current.id}`,
      details: { title: current.title, note: decision.note },
    });
    await recordWrite(tx, guideHistory, current.id, 'update', { by, auditId }, async (before) => {
      // Checked under the row lock: two editors deciding at once cannot both succeed.
      if (!OPEN.includes(before.status as GuideStatus)) throw closedError();
      const status = STATUS_AFTER[decision.decision];
      await setGuideStatus(
        tx,
        current.id,
        status,
        status === 'published' ? (current.publishedAt ?? new Date().toISOString()) : undefined,
      );
      await recordGuideReview(tx, {
        guideId: current.id,
        reviewerId,
        decision: decision.decision,
        note: decision.note,
      });
    });
  });
}
