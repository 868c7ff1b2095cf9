// Guides as the API answers them, for the guide pages' tests.
import type { Guide, GuideSummary, Revision } from '@dfwiki/shared';

export const guideSummary = (extra: Partial<GuideSummary> = {}): GuideSummary => ({
  id: 3,
  slug: 'smoke-lines-on-zero-dam',
  title: 'Smoke lines on Zero Dam',
  category: 'tactics',
  language: 'en',
  status: 'published',
  subject: { type: 'weapon', id: 7, slug: 'm4a1', name: 'M4A1 Assault Rifle' },
  author: { id: 11, nickname: 'Nightjar' },
  excerpt: 'Where to throw smoke before the dam crossing.',
  created_at: '2026-10-28T09:00:00Z',
  updated_at: '2026-11-03T18:00:00Z',
  published_at: '2026-11-01T10:00:00Z',
  ...extra,
});

export const guide = (extra: Partial<Guide> = {}): Guide => ({
  ...guideSummary(),
  body: '## Before the crossing\n\nThrow early.',
  html:
    '<h2 id="guide-before-the-crossing">Before the crossing</h2><p>Throw <strong>early</strong>.</p>' +
    '<h3 id="guide-the-east-stairs">The east stairs</h3><p>Stairs.</p>' +
    '<h2 id="guide-after">After</h2><table><thead><tr><th>Spot</th></tr></thead><tbody><tr><td>A</td></tr></tbody></table>',
  headings: [
    { level: 2, id: 'guide-before-the-crossing', text: 'Before the crossing' },
    { level: 3, id: 'guide-the-east-stairs', text: 'The east stairs' },
    { level: 2, id: 'guide-after', text: 'After' },
  ],
  reviews: [],
  version: 21,
  ...extra,
});

export const revision = (id: number, extra: Partial<Revision> = {}): Revision => ({
  id,
  entity: 'guide',
  entityId: '3',
  action: 'update',
  at: '2026-11-03T18:00:00Z',
  by: { id: 12, nickname: 'Editor Kite' },
  source: null,
  changes: [],
  ...extra,
});

export const guidePage = (guides: GuideSummary[], total = guides.length) => ({
  data: { guides, page: { offset: 0, limit: 50, total, next_offset: null } },
});
