import { describe, expect, it } from 'vitest';
import { IdParamSchema, isAllowedImageUrl } from './common';
import { BuildInputSchema } from './build';
import { WEAPON_STAT_MAX, WeaponInputSchema } from './weapon';
import { TagInputSchema } from './tag';
import {
  BatchPriceUpdateSchema,
  KeycardIdSchema,
  KeycardInputSchema,
  KeycardReplaceSchema,
  PriceUpdateSchema,
} from './keycard';

describe('BuildInputSchema — rating 1..5 step 0.1, stats 0..100 default 50', () => {
  it.each([
    [1, true],
    [4.3, true],
    [5, true],
    [2.7, true],
    [5.1, false],
    [0.9, false],
    [4.35, false],
    [0, false],
  ])('rating %s → %s', (rating, ok) => {
    expect(BuildInputSchema.safeParse({ name: 'Meta', rating }).success).toBe(ok);
  });

  it.each([
    [0, true],
    [100, true],
    [50, true],
    [-1, false],
    [101, false],
    [50.5, false],
  ])('stat %s → %s', (control, ok) => {
    expect(BuildInputSchema.safeParse({ name: 'Meta', control }).success).toBe(ok);
  });

  it('applies the defaults', () => {
    expect(BuildInputSchema.parse({ name: '  Meta  ' })).toMatchObject({
      name: 'Meta',
      rating: 4,
      control: 50,
      handling: 50,
      stability: 50,
      accuracy: 50,
      range: 50,
      build_code: '',
      tag_ids: [],
      attachments: [],
      weapon_builder_img: null,
    });
  });

  it.each([
    [{ name: '' }],
    [{ name: '   ' }],
    [{}],
    [{ name: 'x', updated_at: '2025-01-01' }],
    [{ name: 'x', tag_ids: [1, 1] }],
    [{ name: 'x', attachments: [{ name: 'Muzzle brake', type: 'laser' }] }],
    [{ name: 'x', weapon_builder_img: 'javascript:alert(1)' }],
  ])('rejects %j', (body) => {
    expect(BuildInputSchema.safeParse(body).success).toBe(false);
  });
});

describe('WeaponInputSchema', () => {
  const base = { name: 'M4A1', category_id: 1 };
  it('applies defaults (no damage or fire rate, other numbers 0, is_new false)', () => {
    expect(WeaponInputSchema.parse(base)).toMatchObject({
      damage: null,
      fire_rate: null,
      capacity: 0,
      is_new: false,
      pros: [],
    });
    expect(WeaponInputSchema.parse(base).builds).toBeUndefined();
    // TTK figures are worked out on read: a body's are accepted and never defaulted in.
    expect(WeaponInputSchema.parse(base).ttk_values).toBeUndefined();
    // So is the rating (the TTK tier): no default letter is made up for a new weapon.
    expect(WeaponInputSchema.parse(base).tier).toBeUndefined();
  });
  it.each([
    [{ unknown_field: 'x' }],
    [{ role: 'admin' }],
    [{ name: '' }],
    [{ category_id: undefined }],
    [{ tier: 'E' }],
    [{ damage: -1 }],
    [{ damage: 1001 }],
    [{ fire_rate: 2001 }],
    [{ capacity: 30.5 }],
    [{ reload_time: 61 }],
    [{ armor_pen: 101 }],
    [{ pros: Array.from({ length: 21 }, () => 'good') }],
    [{ ttk_values: [{ ammo_type: 'yellow', target_area: 'chest', ttk_value: -0.1 }] }],
  ])('rejects %j', (patch) => {
    expect(WeaponInputSchema.safeParse({ ...base, ...patch }).success).toBe(false);
  });
  it('accepts a read-shape body: pros/cons objects, tags for tag_ids, server fields dropped', () => {
    const parsed = WeaponInputSchema.parse({
      ...base,
      id: 9,
      slug: 'x',
      views: 3,
      pros: [{ attribute_text: 'Fast', is_pro: true }],
      tags: [{ id: 2, name: 'Meta' }],
    });
    expect(parsed).toMatchObject({ pros: ['Fast'], tag_ids: [2] });
    expect(parsed).not.toHaveProperty('views');
    expect(parsed).not.toHaveProperty('tags');
  });
  it('accepts echoed builds, repeated ids too: a weapon write ignores them', () => {
    expect(WeaponInputSchema.safeParse({ ...base, builds: [{ id: 1 }, { id: 1 }] }).success).toBe(true);
  });
  it('keeps only ids of echoed builds', () => {
    expect(WeaponInputSchema.parse({ ...base, builds: [{ id: 3, name: 'old' }] }).builds).toEqual([
      { id: 3 },
    ]);
  });
  it('gives each stat its upper bound, which the schema accepts and rejects one above', () => {
    expect(WEAPON_STAT_MAX).toMatchObject({ damage: 1000, fire_rate: 2000, capacity: 500, reload_time: 60 });
    for (const [stat, max] of Object.entries(WEAPON_STAT_MAX)) {
      expect(WeaponInputSchema.safeParse({ ...base, [stat]: max }).success).toBe(true);
      expect(WeaponInputSchema.safeParse({ ...base, [stat]: max + 1 }).success).toBe(false);
    }
  });
});

describe('TagInputSchema (trimmed, empty rejected)', () => {
  it.each([
    ['  Meta  ', 'Meta'],
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('%j → %j', (name, expected) => {
    expect(TagInputSchema.parse({ name })).toEqual({ name: expected });
  });
  it.each([[''], ['   '], ['x'.repeat(41)]])('rejects %j', (name) => {
    expect(TagInputSchema.safeParse({ name }).success).toBe(false);
  });
  it('accepts the echoed id of a GET answer and drops it', () => {
    expect(TagInputSchema.parse({ name: 'Meta', id: 1 })).toEqual({ name: 'Meta' });
  });
});

describe('KeycardInputSchema — defaults and limits', () => {
  const base = { id: 'pump-room', name: 'Pump Room Card', map_id: 1 };
  it('applies rarity common, value 0, durability 1, quantity 1', () => {
    expect(KeycardInputSchema.parse({ ...base, items: [{ item_type_id: 4 }] })).toMatchObject({
      rarity_id: 'common',
      card_value: 0,
      durability: 1,
      items: [{ item_type_id: 4, quantity: 1 }],
      difficulties: [],
      location: '',
    });
  });
  it.each([
    [{ durability: 0 }, false],
    [{ durability: 1 }, true],
    [{ card_value: -1 }, false],
    [{ card_value: 0 }, true],
    [{ card_value: 1e9 }, true],
    [{ card_value: 1e9 + 1 }, false],
    [{ items: [{ item_type_id: 4, quantity: 0 }] }, false],
    [{ items: [{ item_type_id: 4, quantity: 1 }] }, true],
    [{ items: [{ item_type_id: 4 }, { item_type_id: 4 }] }, false],
    [{ difficulties: [{ difficulty_id: 1, cost: 0 }] }, true],
    [{ difficulties: [{ difficulty_id: 1, cost: -5 }] }, false],
    [{ rarity_id: 'epic' }, false],
    [{ id: 'Pump Room' }, false],
    [{ id: '-pump' }, false],
    [{ name: '' }, false],
    [{ map_id: undefined }, false],
    [{ views: 3 }, false],
  ])('%j → %s', (patch, ok) => {
    expect(KeycardInputSchema.safeParse({ ...base, ...patch }).success).toBe(ok);
  });
  describe('replace schema needs every field: no silent default on PUT', () => {
    // A created keycard with every default applied is a full body.
    const { id: _id, ...full } = KeycardInputSchema.parse(base);
    it('accepts the full body', () => {
      expect(KeycardReplaceSchema.safeParse(full).success).toBe(true);
    });
    it.each(Object.keys(full))('rejects it without %s', (field) => {
      const { [field]: _dropped, ...missing } = full as Record<string, unknown>;
      const result = KeycardReplaceSchema.safeParse(missing);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
    });
  });
  it.each([
    ['a', true],
    ['room-42', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['', false],
    ['Room', false],
    ['room_1', false],
  ])('keycard id %j → %s', (id, ok) => {
    expect(KeycardIdSchema.safeParse(id).success).toBe(ok);
  });
});

describe('price updates', () => {
  it.each([
    [{ price: 0 }, true],
    [{ price: 4854882 }, true],
    [{ price: -1 }, false],
    [{ price: 1.5 }, false],
    [{ price: '100' }, false],
    [{ price: 1, id: 'x' }, false],
  ])('single %j → %s', (body, ok) => {
    expect(PriceUpdateSchema.safeParse(body).success).toBe(ok);
  });
  it.each([
    [{ items: [{ id: 'a', price: 1 }] }, true],
    [{ items: [] }, false],
    [
      {
        items: [
          { id: 'a', price: 1 },
          { id: 'a', price: 2 },
        ],
      },
      false,
    ],
    [{ items: Array.from({ length: 501 }, (_, i) => ({ id: `k${i}`, price: 1 })) }, false],
    [{ items: [{ id: 'a', price: 1, name: 'x' }] }, false],
  ])('batch #%# → %s', (body, ok) => {
    expect(BatchPriceUpdateSchema.safeParse(body).success).toBe(ok);
  });
});

describe('common', () => {
  it.each([
    ['7', 7],
    [7, 7],
  ])('IdParam %j → %i', (id, n) => {
    expect(IdParamSchema.parse({ id })).toEqual({ id: n });
  });
  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['99999999999']])('IdParam rejects %j', (id) => {
    expect(IdParamSchema.safeParse({ id }).success).toBe(false);
  });
  it.each([
    [`/uploads/${'a1'.repeat(32)}.webp`, true],
    [`/uploads/${'a1'.repeat(32)}.thumb.webp`, true],
    ['/images/weapons/m4a1.webp', true],
    ['/images/events/gator-frenzy.webp', true],
    // Another host, even over https: every reader's browser would call it.
    ['https://i.example.com/x.png', false],
    ['http://i.example.com/x.png', false],
    ['/uploads/ab/cd.webp', false],
    [`/uploads/${'a1'.repeat(32)}.png`, false],
    ['/images/%2e%2e/api/v1/users.png', false],
    ['/images/x.webp?u=https://evil.example', false],
    ['//evil.example.com/x.png', false],
    ['/uploads/../secret', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/etc/passwd', false],
  ])('image url %j → %s', (url, ok) => {
    expect(isAllowedImageUrl(url)).toBe(ok);
  });
});
