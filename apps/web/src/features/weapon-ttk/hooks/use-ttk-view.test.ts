import { describe, expect, it } from 'vitest';
import { DEFAULT_TTK_VIEW } from '@dfwiki/shared';
import { parseTtkView, ttkViewParams } from './use-ttk-view';

describe('TTK view in the URL', () => {
  it('the plain URL is the default view', () => {
    expect(parseTtkView(new URLSearchParams())).toEqual(DEFAULT_TTK_VIEW);
    expect(ttkViewParams(DEFAULT_TTK_VIEW).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const view = {
      ammo: 'blue',
      target: 'head',
      category: 'SMG',
      sortKey: 'ttk',
      direction: 'desc',
    } as const;
    const query = ttkViewParams(view).toString();
    expect(query).toBe('ammo=blue&zone=head&category=SMG&sort=ttk&dir=desc');
    expect(parseTtkView(new URLSearchParams(query))).toEqual(view);
  });

  it('ignores unknown values', () => {
    expect(parseTtkView(new URLSearchParams('ammo=red&zone=legs&sort=views&dir=up&category='))).toEqual(
      DEFAULT_TTK_VIEW,
    );
  });
});
