import { describe, expect, it } from 'vitest';
import { AREA_LIST_SEPARATOR, KEYCARD_AREAS, areaName } from './keycard-areas';

describe('areaName', () => {
  const [first, second] = Object.keys(KEYCARD_AREAS) as [string, string];

  it('translates one area into the reader language, English otherwise', () => {
    expect(areaName(first, 'en')).toBe(KEYCARD_AREAS[first]!.en);
    expect(areaName(first, 'ro')).toBe(KEYCARD_AREAS[first]!.ro);
    expect(areaName(first, 'de')).toBe(KEYCARD_AREAS[first]!.en);
  });

  it('translates every area of a list, in order', () => {
    const list = [first, second].join(AREA_LIST_SEPARATOR);
    expect(areaName(list, 'en')).toBe(`${KEYCARD_AREAS[first]!.en}, ${KEYCARD_AREAS[second]!.en}`);
    expect(areaName(list, 'ro')).toBe(`${KEYCARD_AREAS[first]!.ro}, ${KEYCARD_AREAS[second]!.ro}`);
  });

  it('gives null for no area or any area it has no translation for', () => {
    expect(areaName(null, 'en')).toBeNull();
    expect(areaName('', 'en')).toBeNull();
    expect(areaName('not an area', 'en')).toBeNull();
    expect(areaName([first, 'not an area'].join(AREA_LIST_SEPARATOR), 'en')).toBeNull();
  });
});
