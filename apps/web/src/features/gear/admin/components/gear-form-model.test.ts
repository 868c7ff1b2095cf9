// Round and armour forms: a GET answer → the form → a PUT body the API takes, losing nothing.
import { describe, expect, it } from 'vitest';
import { ArmorPieceReplaceSchema, RoundReplaceSchema } from '@dfwiki/shared';
import { piece, round } from '../../../../test/gear-fixtures';
import { armourBody, armourFormValues, checkArmourForm, roundBody, roundFormValues } from './gear-form-model';

describe('round form', () => {
  it('sends back every editable field as read, and the API takes it', () => {
    const read = round('m855', { name_cn: 'M855' });
    const body = roundBody(roundFormValues(read));
    const { updated_at: _u, weapons: _w, ...stored } = read;
    expect({ ...stored, ...body }).toEqual(stored);
    expect(RoundReplaceSchema.parse(body).body).toEqual(body);
  });

  it('turns edited boxes into figures, empty boxes into null and blank sources away', () => {
    const values = roundFormValues(round('m855'));
    const body = roundBody({
      ...values,
      name: '  ',
      price: '1500',
      figures: { ...values.figures, flesh_damage_factor: '1.2', penetration_level: '' },
      armour: { '1': '', '2': '', '3': '', '4': '', '5': '', '6': '' },
      sources: [...values.sources, '  '],
    });
    expect(body).toMatchObject({
      name: null,
      price: 1500,
      flesh_damage_factor: 1.2,
      penetration_level: null,
      armor_damage_factor_by_level: null,
      sources: values.sources,
    });
  });

  it('leaves a half-filled armour table for the API to refuse at the level', () => {
    const values = roundFormValues(round('m855'));
    const body = roundBody({ ...values, armour: { ...values.armour, '3': '' } });
    const issue = RoundReplaceSchema.safeParse(body).error?.issues[0];
    expect(issue?.path).toEqual(['armor_damage_factor_by_level', '3']);
  });
});

describe('armour form', () => {
  it('sends back every editable field as read, and the API takes it', () => {
    const read = piece('body-1');
    const body = armourBody(armourFormValues(read));
    const { updated_at: _u, ...stored } = read;
    expect({ ...stored, ...body }).toEqual(stored);
    expect(ArmorPieceReplaceSchema.parse(body).body).toEqual(body);
  });

  it('keeps zones, grades and level as edited, and needs a Chinese name', () => {
    const values = armourFormValues(piece('body-1', { protected_zones: null }));
    const edited = {
      ...values,
      protection_level: '4',
      repair_loss_cn: '',
      model_zones: ['chest', 'abdomen'],
      figures: { ...values.figures, durability: '33.5' },
    };
    expect(armourBody(edited)).toMatchObject({
      protection_level: 4,
      repair_loss_cn: null,
      model_zones: ['chest', 'abdomen'],
      protected_zones: null,
      durability: 33.5,
    });
    expect(checkArmourForm(edited)).toEqual({});
    expect(checkArmourForm({ ...edited, name_cn: ' ' })).toEqual({ name_cn: 'admin.gear.nameCnRequired' });
  });
});
