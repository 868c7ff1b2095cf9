// A guide's history (features/history): its state is what its writer or an editor saves (title,
// Markdown, category, language, subject) and its review status. A restore writes the text back and
// leaves the status alone: only an editor's decision publishes, sends back or rejects a guide.
import { eq } from 'drizzle-orm';
import { GuideCategorySchema, GuideLanguageSchema, GuideSubjectTypeSchema } from '@dfwiki/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database';
import { restoredFrom, withTrashMark } from '../../db/trash';
import { guides } from '../../db/schema';
import { type EntityState, type HistorySubject, trashableSubject } from '../history';
import { findGuideRow, publishingRevision, updateGuide } from './repository';
import { wholeGuides } from './answers';

/** A state as today's rules read it (an old version must still pass them to be restored). */
const GuideStateSchema = z.object({
  title: z.string().trim().min(1),
  body: z.string().min(1),
  category: GuideCategorySchema,
  language: GuideLanguageSchema,
  subject_type: GuideSubjectTypeSchema.nullable(),
  subject_id: z.string().nullable(),
});

export async function guideState(db: Db | Tx, id: number): Promise<EntityState | undefined> {
  const [g] = await db.select().from(guides).where(eq(guides.id, id));
  if (!g) return undefined;
  return withTrashMark(g, {
    title: g.title,
    body: g.body,
    category: g.category,
    language: g.language,
    subject_type: g.subjectType,
    subject_id: g.subjectId,
    status: g.status,
  });
}

const guideSubject = trashableSubject(guides, guides.title, {
  entity: 'guide',
  label: 'Guide',
  read: guideState,
  write: async (tx, id, state) => {
    const s = restoredFrom(GuideStateSchema, state);
    await updateGuide(tx, id, {
      title: s.title,
      body: s.body,
      category: s.category,
      language: s.language,
      subjectType: s.subject_type,
      subjectId: s.subject_id,
    });
  },
  // A restore answers the guide as its writer and editors read it.
  answer: async (db, id) => {
    const row = await findGuideRow(db, { id });
    return row ? (await wholeGuides(db, [row], { withReviews: true }))[0] : { id };
  },
});

/** A published guide's history is public from the revision that published it. */
export const guideHistory: HistorySubject<number> = { ...guideSubject, publicSince: publishingRevision };
