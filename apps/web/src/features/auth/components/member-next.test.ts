import { describe, expect, it } from 'vitest';
import { memberNext } from './member-next';

describe('memberNext — only player pages of this site', () => {
  it.each([
    ['/my/submissions', '/my/submissions'],
    ['/my/submissions/new?weapon=m4a1', '/my/submissions/new?weapon=m4a1'],
    ['/admin/dashboard', null],
    ['https://evil.example/my/', null],
    ['//evil.example/my/', null],
    ['/mything', null],
    [null, null],
  ])('%j → %j', (next, expected) => {
    const params = new URLSearchParams(next === null ? '' : `next=${encodeURIComponent(next)}`);
    expect(memberNext(params)).toBe(expected);
  });
});
