import { describe, expect, it } from 'vitest';
import { guideSubjectPath } from './guide-links';

describe("a guide subject's page", () => {
  it('links weapons, items and maps by slug, a keycard to its map on the cards page', () => {
    expect(guideSubjectPath({ type: 'weapon', id: 7, slug: 'm4a1', name: 'M4A1' })).toBe(
      '/wiki/weapons/m4a1',
    );
    expect(guideSubjectPath({ type: 'item', id: 9, slug: 'gold-watch', name: 'Gold watch' })).toBe(
      '/wiki/items/gold-watch',
    );
    expect(guideSubjectPath({ type: 'map', id: 'zero-dam', slug: 'zero-dam', name: 'Zero Dam' })).toBe(
      '/wiki/maps/zero-dam',
    );
    expect(guideSubjectPath({ type: 'keycard', id: 'sc-lab-key', slug: 'sc-lab-key', name: 'Lab key' })).toBe(
      '/wiki/cards?map=space-city&q=Lab+key',
    );
    // A card whose map the id does not tell is searched for on the cards page.
    expect(guideSubjectPath({ type: 'keycard', id: 'x-1', slug: 'x-1', name: 'Odd' })).toBe(
      '/wiki/cards?q=Odd',
    );
  });
});
