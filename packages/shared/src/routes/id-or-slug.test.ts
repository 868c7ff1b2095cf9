import { describe, expect, it } from 'vitest';
import { MAX_DB_INT } from '../schemas/common';
import { parseIdOrSlug } from './id-or-slug';

describe('parseIdOrSlug', () => {
  it.each([
    ['42', { id: 42 }],
    ['0', { id: 0 }],
    ['007', { id: 7 }],
    [String(MAX_DB_INT), { id: MAX_DB_INT }],
    [String(MAX_DB_INT + 1), undefined],
    ['12345678901234567890', undefined],
    ['9'.repeat(400), undefined],
    ['', undefined],
    ['m4a1', { slug: 'm4a1' }],
    ['42a', { slug: '42a' }],
    ['-1', { slug: '-1' }],
    ['1.5', { slug: '1.5' }],
    [' 42', { slug: ' 42' }],
    ['1e3', { slug: '1e3' }],
    ['٤٢', { slug: '٤٢' }], // Arabic-Indic digits are not \d
  ])('%j gives %j', (segment, expected) => {
    expect(parseIdOrSlug(segment)).toEqual(expected);
  });

  it('takes a larger ceiling for columns past the integer range, never past a safe integer', () => {
    const max = { maxId: Number.MAX_SAFE_INTEGER };
    expect(parseIdOrSlug('11050006002', max)).toEqual({ id: 11050006002 });
    expect(parseIdOrSlug(String(Number.MAX_SAFE_INTEGER), max)).toEqual({ id: Number.MAX_SAFE_INTEGER });
    expect(parseIdOrSlug('9007199254740993', max)).toBeUndefined();
    expect(parseIdOrSlug('11050006002')).toBeUndefined();
  });
});
