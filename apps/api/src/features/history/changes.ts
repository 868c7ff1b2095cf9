// What a write changed, field by field, and the state an entity had right after a revision. An
// entity's state is a flat record of the fields a save writes (and `deleted: true` in the trash);
// a field missing from a state is null in a change.
import type { RevisionChange } from '@dfwiki/shared';

export type EntityState = Record<string, unknown>;

/** JSON with object keys sorted, so two equal values always compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** The fields whose values differ, in the order of `after` (then the ones only `before` has). */
export function diffStates(
  before: EntityState | undefined,
  after: EntityState | undefined,
): RevisionChange[] {
  const fields = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  const changes: RevisionChange[] = [];
  for (const field of fields) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (canonical(from) !== canonical(to)) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * The state right after a revision: the current state with every later change undone, newest
 * first. `later` are the revisions after it, in any order of listing; only their changes count.
 */
export function stateAfter(current: EntityState, later: { id: number; changes: RevisionChange[] }[]) {
  const state: EntityState = { ...current };
  for (const revision of [...later].sort((a, b) => b.id - a.id))
    for (const { field, from } of revision.changes) state[field] = from;
  return state;
}
