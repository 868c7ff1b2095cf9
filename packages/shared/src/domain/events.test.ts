import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../data/events';
import { EventSchema } from '../schemas/event';
import { countEvents, filterEvents, isEventActive, isEventPast, rewardPreview } from './events';

const gator = EVENTS[0]!;
const at = (iso: string) => new Date(iso);

describe('EVENTS data', () => {
  it('holds the Gator Frenzy event and matches the schema', () => {
    expect(EVENTS).toHaveLength(1);
    expect(EventSchema.parse(gator)).toEqual(gator);
    expect(gator).toMatchObject({
      id: 'gator-frenzy',
      title: 'Gator Frenzy',
      startDate: '2025-05-16',
      endDate: '2025-05-30',
      maps: ['Zero Dam', 'Layali Grove'],
      rewards: ['Baby Gator Avatar', 'Tactical Armament Voucher', 'ASh-12 Weapon Skin'],
      highlightColor: 'green',
      example: true, // no cited source
    });
  });

  it('uses only images the web app has (a missing one is a broken picture and a console error)', () => {
    const publicDir = new URL('../../../../apps/web/public/', import.meta.url);
    for (const event of EVENTS)
      expect(existsSync(new URL(`.${event.image}`, publicDir)), event.image).toBe(true);
  });
});

describe('isEventActive / isEventPast (start and end dates inclusive, UTC days)', () => {
  it.each([
    ['2025-05-15T23:59:59.999Z', false, false],
    ['2025-05-16T00:00:00.000Z', true, false],
    ['2025-05-20T12:00:00Z', true, false],
    ['2025-05-30T00:00:00Z', true, false],
    ['2025-05-30T23:59:59.999Z', true, false],
    ['2025-05-31T00:00:00.000Z', false, true],
    ['2026-01-01T00:00:00Z', false, true],
  ])('at %s active=%s past=%s', (now, active, past) => {
    expect(isEventActive(gator, at(now))).toBe(active);
    expect(isEventPast(gator, at(now))).toBe(past);
  });
});

describe('filterEvents', () => {
  const other = {
    ...gator,
    id: 'space-op',
    maps: ['Space City'],
    title: 'Orbital Op',
    description: 'Fight in orbit',
    startDate: '2025-06-01',
    endDate: '2025-06-10',
  };
  const list = [gator, other];
  const during = at('2025-05-20T00:00:00Z');
  const after = at('2025-07-01T00:00:00Z');

  it.each([
    ['all', '', during, ['gator-frenzy', 'space-op']],
    ['active', '', during, ['gator-frenzy']],
    ['past', '', during, []],
    ['past', '', after, ['gator-frenzy', 'space-op']],
    ['active', '', after, []],
    ['all', 'GATOR', during, ['gator-frenzy']],
    ['all', 'orbit', during, ['space-op']],
    ['all', 'space city', during, ['space-op']],
    ['all', 'layali', during, ['gator-frenzy']],
    ['all', '  zero dam  ', during, ['gator-frenzy']],
    ['all', 'nothing like this', during, []],
    ['active', 'orbit', during, []],
  ] as const)('filter %s, query %j', (filter, query, now, ids) => {
    expect(filterEvents(list, { filter, query }, now).map((e) => e.id)).toEqual(ids);
  });

  it('counts active and past events', () => {
    expect(countEvents(list, during)).toEqual({ active: 1, past: 0 });
    expect(countEvents(list, after)).toEqual({ active: 0, past: 2 });
  });
});

describe('rewardPreview (first 2 plus "+ N more")', () => {
  it.each([
    [['a'], ['a'], 0],
    [['a', 'b'], ['a', 'b'], 0],
    [['a', 'b', 'c'], ['a', 'b'], 1],
  ])('%j', (rewards, shown, more) => {
    expect(rewardPreview(rewards)).toEqual({ shown, more });
  });
});
