import { describe, expect, it } from 'vitest';
import { auditApiPath, auditFiltersFrom, isFiltered } from './audit-filters';

const NONE = { actor: '', action: '', from: '', to: '' };

describe('audit filters: URL → filters', () => {
  it.each([
    ['', NONE],
    ['actor=12', { ...NONE, actor: '12' }],
    ['action=user.role_change', { ...NONE, action: 'user.role_change' }],
    ['from=2026-11-01&to=2026-11-27', { ...NONE, from: '2026-11-01', to: '2026-11-27' }],
    [
      'actor=3&action=weapon.delete&from=2026-01-02&to=2026-01-03&tab=x',
      { actor: '3', action: 'weapon.delete', from: '2026-01-02', to: '2026-01-03' },
    ],
    // What the API would refuse is no filter: a hand-edited link still shows the log.
    ['actor=abc', NONE],
    ['actor=0', NONE],
    ['actor=-4', NONE],
    ['action=DROP TABLE', NONE],
    ['action=user.role-change', NONE],
    ['from=27.11.2026&to=2026-13-01', NONE],
  ])('%s', (query, filters) => {
    expect(auditFiltersFrom(new URLSearchParams(query))).toEqual(filters);
  });
});

describe('audit filters → GET /audit', () => {
  it.each([
    [NONE, null, '/audit'],
    [NONE, 240, '/audit?before=240'],
    [{ ...NONE, actor: '7' }, null, '/audit?actor=7'],
    [{ ...NONE, action: 'trash.purge' }, undefined, '/audit?action=trash.purge'],
    [
      { actor: '7', action: 'user.ban', from: '2026-11-01', to: '2026-11-02' },
      99,
      '/audit?actor=7&action=user.ban&from=2026-11-01&to=2026-11-02&before=99',
    ],
  ])('%j before %s → %s', (filters, before, path) => {
    expect(auditApiPath(filters, before)).toBe(path);
  });

  it('counts as filtered when any one filter is set', () => {
    expect(isFiltered(NONE)).toBe(false);
    for (const key of ['actor', 'action', 'from', 'to'] as const)
      expect(isFiltered({ ...NONE, [key]: 'x' })).toBe(true);
  });
});
