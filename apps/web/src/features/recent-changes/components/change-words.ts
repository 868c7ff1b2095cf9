// How a recent change is worded on the page and its diff page, from the shared link helpers and
// the page's strings (recentChanges.*). The feed words its entries itself, in English.
import type { TFunction } from 'i18next';
import type { RecentChange } from '@dfwiki/shared';
import { fieldLabel } from '../../../components/editing/history/change-view';

/**
 * "Edited", "Created", …; an accepted correction reads "Corrected", and a guide's or build's change
 * of its status alone is its publication (the only status change a public one has).
 */
export const actionWord = (t: TFunction, change: Pick<RecentChange, 'kind' | 'action' | 'fields'>) =>
  change.kind === 'correction'
    ? t('recentChanges.action.correct')
    : (change.kind === 'guide' || change.kind === 'build') &&
        change.fields.length === 1 &&
        change.fields[0] === 'status'
      ? t('recentChanges.action.publish')
      : t(`recentChanges.action.${change.action}`);

/** Who made it: the nickname, the import's source, or "a deleted account". */
export const authorWords = (t: TFunction, change: Pick<RecentChange, 'by' | 'source'>) =>
  change.source
    ? t('recentChanges.importedBy', { source: change.source })
    : change.by
      ? t('recentChanges.by', { name: change.by })
      : t('recentChanges.byNobody');

/** The one-line summary: the fields changed, or an import's counts by entity. */
export function summaryWords(t: TFunction, change: RecentChange): string {
  if (change.batch)
    return change.batch.entities
      .map((e) => t(`recentChanges.entities.${e.entity}`, { count: e.count }))
      .join(', ');
  if (!change.fields.length) return '';
  return t('recentChanges.fields', { fields: change.fields.map((f) => fieldLabel(t, f)).join(', ') });
}
