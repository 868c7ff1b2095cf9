import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { actionWord } from './change-words';

const t = ((key: string) => key) as unknown as TFunction;

describe('actionWord', () => {
  it.each([
    [{ kind: 'guide', action: 'update', fields: ['status'] }, 'recentChanges.action.publish'],
    [{ kind: 'build', action: 'update', fields: ['status'] }, 'recentChanges.action.publish'],
    [{ kind: 'guide', action: 'update', fields: ['status', 'title'] }, 'recentChanges.action.update'],
    [{ kind: 'edit', action: 'update', fields: ['status'] }, 'recentChanges.action.update'],
    [{ kind: 'correction', action: 'update', fields: ['damage'] }, 'recentChanges.action.correct'],
    [{ kind: 'guide', action: 'restore', fields: ['body'] }, 'recentChanges.action.restore'],
  ] as const)('%j reads %s', (change, key) => {
    expect(actionWord(t, { ...change, fields: [...change.fields] })).toBe(key);
  });
});
