import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en.json';
import ro from '../../../public/locales/ro.json';

// The guide's map advice must not go stale with the rotation: the maps section names no map (its
// list comes from the rotation data), and the claims a rotation change made wrong stay out.
const MAPS = ['Zero Dam', 'Layali Grove', 'Space City', 'Brakkesh', 'Tide Prison', 'AZ3'];
const REMOVED = [
  /next step/i,
  /normal difficulty/i,
  /pas următor/i,
  /dificultatea normal/i,
  /first map/i,
  /prima hartă/i,
];

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value) || (value && typeof value === 'object')
      ? Object.values(value).flatMap(texts)
      : [];

describe.each([
  ['en', en],
  ['ro', ro],
])('guide texts (%s)', (_, locale) => {
  const maps = texts(locale.guide.sections.maps);
  // What the guide says about where to start, outside the maps section too.
  const advice = [...maps, ...texts(locale.guide.sections.firstRaids), ...texts(locale.guide.rotation)];

  it('name no map: the rotation data does', () => {
    for (const map of MAPS)
      expect(
        advice.filter((text) => text.includes(map)),
        map,
      ).toEqual([]);
  });

  it('leave out the fixed next map and the normal-difficulty recommendation', () => {
    for (const claim of REMOVED)
      expect(
        maps.filter((text) => claim.test(text)),
        String(claim),
      ).toEqual([]);
  });

  it('label the maps advice as advice', () => {
    expect(locale.guide.sections.maps.advice.length).toBeGreaterThan(0);
    expect(locale.guide.advice.label).toMatch(/editor/i);
  });
});
