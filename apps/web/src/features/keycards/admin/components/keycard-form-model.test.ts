import { describe, expect, it } from 'vitest';
import { KeycardInputSchema, KeycardReplaceSchema } from '@dfwiki/shared';
import { keycardRead } from '../../../../test/keycard-fixture';
import { keycardFormValues, keycardInput, validateKeycardForm } from './keycard-form-model';

describe('keycard form', () => {
  const difficulties = [
    { id: 1, name: 'Easy' },
    { id: 2, name: 'Normal' },
  ];
  it('new card defaults: rarity common, value 0, durability 1; id, name, map required', () => {
    const values = keycardFormValues(difficulties);
    expect(values).toMatchObject({ rarity_id: 'common', card_value: '0', durability: '1' });
    expect(validateKeycardForm(values)).toEqual({
      id: 'admin.cards.idRequired',
      name: 'admin.cards.nameRequired',
      map_id: 'admin.cards.mapRequired',
    });
    expect(validateKeycardForm({ ...values, id: 'Bad Id', name: 'n', map_id: '1' })).toEqual({
      id: 'admin.cards.idFormat',
    });
  });
  it('builds a valid payload: quantity ≥ 1, one row per item type, only chosen difficulties', () => {
    const values = { ...keycardFormValues(difficulties), id: 'zd-room', name: 'Room', map_id: '1' };
    values.items = [
      { key: 1, item_type_id: '4', quantity: '0' },
      { key: 2, item_type_id: '4', quantity: '3' },
      { key: 3, item_type_id: '', quantity: '2' },
    ];
    values.difficulties[1] = { ...values.difficulties[1]!, enabled: true, is_available: false };
    const input = keycardInput(values);
    expect(input.items).toEqual([{ item_type_id: 4, quantity: 1 }]);
    expect(input.difficulties).toEqual([{ difficulty_id: 2, is_available: false }]);
    expect(KeycardInputSchema.safeParse(input).success).toBe(true);
    // PUT is a full replacement: the same body must carry every required field.
    expect(KeycardReplaceSchema.safeParse(input).error).toBeUndefined();
  });
  it('round-trips an existing card', () => {
    const card = keycardRead({
      id: 'zd-a',
      rarity_id: 'rare',
      durability: 2,
      card_value: 1000,
      items: [{ id: 1, item_type_id: 4, quantity: 2, item_type: { name: 'Safe', image_url: null } }],
      difficulties: [{ difficulty_id: 1, name: 'Easy', cost: 10, is_available: true }],
    });
    expect(keycardInput(keycardFormValues(difficulties, card))).toMatchObject({
      id: 'zd-a',
      card_value: 1000,
      durability: 2,
      rarity_id: 'rare',
      items: [{ item_type_id: 4, quantity: 2 }],
      difficulties: [{ difficulty_id: 1, is_available: true }],
    });
  });
});
