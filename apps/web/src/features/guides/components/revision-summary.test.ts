import { describe, expect, it } from 'vitest';
import i18n from '../../../test/test-i18n';
import { characterCounts, lineDiff, revisionSummary } from './revision-summary';

const t = i18n.t.bind(i18n);

describe("a guide version's summary", () => {
  it('words each changed field, the publication first', () => {
    expect(
      revisionSummary(
        {
          action: 'update',
          changes: [
            { field: 'status', from: 'pending', to: 'published' },
            { field: 'category', from: 'tactics', to: 'maps' },
            { field: 'language', from: 'en', to: 'ro' },
            { field: 'subject_id', from: '7', to: '8' },
          ],
        },
        t,
      ),
    ).toBe('Published · Moved to Maps & Loot Runs · Marked as written in Română · Changed what it is about');
    expect(
      revisionSummary(
        { action: 'update', changes: [{ field: 'status', from: 'published', to: 'pending' }] },
        t,
      ),
    ).toBe('Status: waiting for review');
    expect(revisionSummary({ action: 'create', changes: [{ field: 'body', from: null, to: 'x' }] }, t)).toBe(
      'Wrote the guide',
    );
    expect(revisionSummary({ action: 'restore', changes: [{ field: 'title', from: 'a', to: 'b' }] }, t)).toBe(
      'Restored an earlier version · Changed the title',
    );
    expect(revisionSummary({ action: 'update', changes: [] }, t)).toBe('No visible change');
  });

  it('counts the characters a text edit added and removed', () => {
    expect(characterCounts('Throw late.', 'Throw early.')).toEqual({ added: 5, removed: 4 });
    expect(characterCounts('', 'abc')).toEqual({ added: 3, removed: 0 });
  });
});

describe("a guide text's line diff", () => {
  it('shows changed lines with two unchanged lines around them, and counts the rest', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h'].join('\n');
    expect(lineDiff(before, after)).toEqual([
      { kind: 'skipped', count: 2 },
      { kind: 'kept', text: 'c' },
      { kind: 'kept', text: 'd' },
      { kind: 'removed', text: 'e' },
      { kind: 'added', text: 'E' },
      { kind: 'kept', text: 'f' },
      { kind: 'kept', text: 'g' },
      // Counting one line would save nothing: it is shown.
      { kind: 'kept', text: 'h' },
    ]);
    expect(lineDiff(`${before}\ni\nj`, `${after}\ni\nj`).at(-1)).toEqual({ kind: 'skipped', count: 3 });
  });

  it('shows a short unchanged run whole', () => {
    expect(lineDiff('a\nb', 'a\nc')).toEqual([
      { kind: 'kept', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });
});
