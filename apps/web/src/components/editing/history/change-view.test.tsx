import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RevisionChange } from '@dfwiki/shared';
import { ChangeView } from './change-view';
import { changeShape, wordDiff } from './value-diff';

const show = (change: RevisionChange) =>
  render(
    <dl>
      <ChangeView change={change} />
    </dl>,
  );
const textOf = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.textContent);

describe('word diff', () => {
  it('marks only the words that changed', () => {
    expect(wordDiff('Strong at close range.', 'Strong at long range.')).toEqual([
      { text: 'Strong at ', state: 'kept' },
      { text: 'close', state: 'removed' },
      { text: 'long', state: 'added' },
      { text: ' range.', state: 'kept' },
    ]);
  });

  it('keeps short values whole and lists item by item', () => {
    expect(changeShape('AK', 'AKM')).toEqual({ kind: 'value', from: 'AK', to: 'AKM' });
    const written = 'A long overview written where there was none before.';
    expect(changeShape(null, written)).toEqual({ kind: 'value', from: null, to: written });
    expect(changeShape(['Fast'], null)).toEqual({
      kind: 'list',
      parts: [{ text: 'Fast', state: 'removed' }],
    });
  });
});

describe('ChangeView', () => {
  it('shows a long text as its words removed and added, with the kept words plain', () => {
    show({
      field: 'overview',
      from: 'Strong at close range and easy to control for new players.',
      to: 'Strong at long range and easy to control for new players.',
    });
    expect(screen.getByText('Overview')).toBeVisible();
    expect(textOf('del')).toEqual(['removed: close']);
    expect(textOf('ins')).toEqual(['added: long']);
    expect(document.querySelector('dd')).toHaveTextContent(
      'Strong at removed: close added: long range and easy to control for new players.',
    );
  });

  it('shows a list item by item and a number before and after', () => {
    show({ field: 'pros', from: ['Fast', 'Light'], to: ['Fast', 'Cheap'] });
    expect(textOf('li')).toEqual(['Fast', 'removed: Light', 'added: Cheap']);
    document.body.innerHTML = '';
    show({ field: 'damage', from: 38, to: null });
    expect(screen.getByText('Damage')).toBeVisible();
    expect(document.querySelector('dd')).toHaveTextContent('before: 38 → after: (empty)');
  });
});
