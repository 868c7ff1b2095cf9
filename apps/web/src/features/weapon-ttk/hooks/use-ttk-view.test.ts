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
      ...DEFAULT_TTK_VIEW,
      ammo: 'blue',
      target: 'thigh',
      category: 'SMG',
      sortKey: 'ttk',
      direction: 'desc',
    } as const;
    const query = ttkViewParams(view).toString();
    expect(query).toBe('ammo=blue&zone=thigh&category=SMG&sort=ttk&dir=desc');
    expect(parseTtkView(new URLSearchParams(query))).toEqual(view);
  });

  it('keeps the custom choice: a penetration level or one round, and the armour level', () => {
    const byLevel = { ...DEFAULT_TTK_VIEW, ammo: 'custom', penetration: 6, armour: 0 } as const;
    expect(ttkViewParams(byLevel).toString()).toBe('ammo=custom&pen=6&armour=0');
    expect(parseTtkView(ttkViewParams(byLevel))).toEqual(byLevel);
    const oneRound = { ...byLevel, penetration: DEFAULT_TTK_VIEW.penetration, round: 'a-round' };
    expect(ttkViewParams(oneRound).toString()).toBe('ammo=custom&round=a-round&armour=0');
    expect(parseTtkView(ttkViewParams(oneRound))).toEqual(oneRound);
  });

  it('reads the old links: ammo=yellow and ammo=gold are the gold tab', () => {
    for (const ammo of ['yellow', 'gold'])
      expect(parseTtkView(new URLSearchParams({ ammo })).ammo).toBe('yellow');
    expect(parseTtkView(new URLSearchParams('ammo=blue')).ammo).toBe('blue');
  });

  it('ignores unknown values', () => {
    expect(
      parseTtkView(new URLSearchParams('ammo=red&zone=legs&pen=9&armour=-1&sort=views&dir=up&category=')),
    ).toEqual(DEFAULT_TTK_VIEW);
  });
});
