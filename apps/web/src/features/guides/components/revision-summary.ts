// A guide's history in words: the one-line summary of each version and its text's line diff. There
// is no stored edit summary; each line is made from the revision's changed fields (docs/product.md,
// "Guides"). Pure, so the wording is tested without a screen.
import { diffLines, diffWords } from 'diff';
import type { TFunction } from 'i18next';
import type { Revision, RevisionChange } from '@dfwiki/shared';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Characters added and removed between two texts (by words: a 50 KB text stays quick). */
export function characterCounts(from: string, to: string): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of diffWords(from, to)) {
    if (part.added) added += part.value.length;
    else if (part.removed) removed += part.value.length;
  }
  return { added, removed };
}

/** "Published · Edited the text (+120 / −30 characters) · Changed the title": what a version did. */
export function revisionSummary(revision: Pick<Revision, 'action' | 'changes'>, t: TFunction): string {
  const parts: string[] = [];
  const byField = new Map(revision.changes.map((c) => [c.field, c]));
  if (revision.action === 'create') parts.push(t('guides.history.summary.created'));
  if (revision.action === 'restore') parts.push(t('guides.history.summary.restored'));
  const status = byField.get('status');
  if (status && revision.action !== 'create')
    parts.push(
      status.to === 'published'
        ? t('guides.history.summary.published')
        : t('guides.history.summary.status', {
            status: t(`guides.history.status.${text(status.to)}`, { defaultValue: text(status.to) }),
          }),
    );
  if (revision.action !== 'create') {
    const body = byField.get('body');
    if (body) parts.push(t('guides.history.summary.body', characterCounts(text(body.from), text(body.to))));
    if (byField.has('title')) parts.push(t('guides.history.summary.title'));
    const category = byField.get('category');
    if (category)
      parts.push(
        t('guides.history.summary.category', {
          category: t(`guides.categories.${text(category.to)}`, { defaultValue: text(category.to) }),
        }),
      );
    const language = byField.get('language');
    if (language)
      parts.push(
        t('guides.history.summary.language', {
          language: t(`guides.language.${text(language.to)}`, { defaultValue: text(language.to) }),
        }),
      );
    if (byField.has('subject_type') || byField.has('subject_id'))
      parts.push(t('guides.history.summary.subject'));
  }
  return parts.length > 0 ? parts.join(' · ') : t('guides.history.summary.none');
}

export type DiffLine =
  { kind: 'kept' | 'added' | 'removed'; text: string } | { kind: 'skipped'; count: number };

/** Unchanged lines kept around each change, so a reader sees where it is. */
const CONTEXT = 2;

/**
 * A text's changes line by line: added and removed lines, with CONTEXT unchanged lines around each
 * change and the other unchanged lines counted, not shown.
 */
export function lineDiff(from: string, to: string): DiffLine[] {
  const lines: DiffLine[] = [];
  const split = (value: string) => value.replace(/\n$/, '').split('\n');
  const parts = diffLines(from, to);
  parts.forEach((part, index) => {
    const rows = split(part.value);
    if (part.added || part.removed) {
      for (const row of rows) lines.push({ kind: part.added ? 'added' : 'removed', text: row });
      return;
    }
    const head = index === 0 ? 0 : CONTEXT;
    const tail = index === parts.length - 1 ? 0 : CONTEXT;
    if (rows.length <= head + tail + 1) {
      for (const row of rows) lines.push({ kind: 'kept', text: row });
      return;
    }
    for (const row of rows.slice(0, head)) lines.push({ kind: 'kept', text: row });
    lines.push({ kind: 'skipped', count: rows.length - head - tail });
    for (const row of rows.slice(rows.length - tail)) lines.push({ kind: 'kept', text: row });
  });
  return lines;
}

/** The changes a history page shows field by field (the text has its own line diff). */
export const fieldChanges = (revision: Pick<Revision, 'changes'>): RevisionChange[] =>
  revision.changes.filter((c) => c.field !== 'body');
