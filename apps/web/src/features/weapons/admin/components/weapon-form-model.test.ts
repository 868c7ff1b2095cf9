import { describe, expect, it } from 'vitest';
import { WeaponInputSchema, WeaponReplaceSchema, type Weapon } from '@dfwiki/shared';
import { toNumber } from '../../../../lib/form-numbers';
import { validateWeaponForm, weaponFormValues, weaponInput } from './weapon-form-model';

describe('numbers', () => {
  it.each([
    ['12.5', 12.5],
    ['', 0],
    ['abc', 0],
    ['0.45', 0.45],
    [7, 7],
  ])('%j → %s', (raw, n) => expect(toNumber(raw)).toBe(n));
});

const weapon: Weapon = {
  id: 5,
  slug: 'ak',
  object_id: null,
  name: 'AK',
  category: { id: 2, name: 'Assault Rifle' },
  category_id: 2,
  tier: 'A',
  description: 'd',
  image_url: `/uploads/${'a'.repeat(64)}.webp`,
  is_new: true,
  overview: 'o',
  notes: 'n',
  version: 0,
  last_edited_at: null,
  damage: 38,
  fire_rate: 600,
  range: 50,
  capacity: 30,
  reload_time: 2.5,
  mobility: 60,
  control: 50,
  accuracy: 40,
  stability: 45,
  handling: 55,
  armor_pen: 30,
  recoil: 36,
  hip_fire: null,
  views: 99,
  pros: [{ attribute_text: 'Strong', is_pro: true }],
  cons: [{ attribute_text: 'Slow', is_pro: false }],
  ttk_values: [{ ammo_type: 'yellow', target_area: 'chest', ttk_value: 0.45 }],
  builds: [],
  tags: [{ id: 3, name: 'Meta' }],
  updated_at: '2025-05-01T00:00:00Z',
  stats_source: null,
  stats_as_of: null,
  base_stats_source: 'a source',
  base_stats_as_of: '2026-02-20',
  older_figures: [],
  market_price: null,
  market_price_as_of: null,
  market_price_source: null,
};

describe('weapon form', () => {
  it('maps the read shape to an input the API schema accepts (no unknown keys)', () => {
    const input = weaponInput(weaponFormValues(weapon));
    expect(WeaponInputSchema.safeParse(input).success).toBe(true);
    // PUT is a full replacement: the same body must carry every required field.
    expect(WeaponReplaceSchema.safeParse(input).error).toBeUndefined();
    expect(input).toMatchObject({
      name: 'AK',
      category_id: 2,
      pros: ['Strong'],
      cons: ['Slow'],
      tag_ids: [3],
    });
    // TTK figures are the API's own work: the form neither shows nor sends them.
    expect(input).not.toHaveProperty('ttk_values');
    expect(input).not.toHaveProperty('builds');
    // A rating sent back as it came keeps the figure; an empty box is "no figure".
    expect(input).toMatchObject({ recoil: 36, hip_fire: null });
  });
  it('sends an emptied rating as null and a typed one as a number', () => {
    const values = weaponFormValues(weapon);
    values.stats.recoil = ' ';
    values.stats.hip_fire = '61.5';
    expect(weaponInput(values)).toMatchObject({ recoil: null, hip_fire: 61.5 });
  });
  it.each([
    ['damage', '', null],
    ['damage', '31', 31],
    ['fire_rate', '  ', null],
    ['fire_rate', '800', 800],
    ['range', '', 0],
  ] as const)('sends the %s box "%s" as %j (damage and fire rate may be unknown)', (stat, typed, sent) => {
    const values = weaponFormValues(weapon);
    values.stats[stat] = typed;
    const input = weaponInput(values);
    expect(input[stat]).toBe(sent);
    expect(WeaponReplaceSchema.safeParse(input).error).toBeUndefined();
  });
  it('starts a weapon without a damage or fire rate with empty boxes, not 0', () => {
    const values = weaponFormValues({ ...weapon, damage: null, fire_rate: null });
    expect([values.stats.damage, values.stats.fire_rate]).toEqual(['', '']);
  });
  it('parses numbers with NaN → 0', () => {
    const values = weaponFormValues();
    values.name = ' New ';
    values.category_id = '1';
    values.stats.damage = 'x';
    values.stats.capacity = '30.7';
    const input = weaponInput(values);
    expect(input).toMatchObject({
      name: 'New',
      damage: 0,
      capacity: 30,
    });
    expect(WeaponInputSchema.safeParse(input).success).toBe(true);
    // PUT is a full replacement: the same body must carry every required field.
    expect(WeaponReplaceSchema.safeParse(input).error).toBeUndefined();
  });
  it('requires name and category', () => {
    expect(validateWeaponForm(weaponFormValues())).toEqual({
      name: 'admin.weapons.nameRequired',
      category_id: 'admin.weapons.categoryRequired',
    });
  });
});
