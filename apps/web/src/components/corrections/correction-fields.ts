// What a correction may change, for the pages and the lists that show corrections: each fact's
// fields (CORRECTABLE_FIELDS, the API's contract), the kind of input each takes and its label from
// the page's own strings. docs/product.md, "Corrections".
import { CORRECTABLE_FIELDS, pathTo, type CorrectableEntity } from '@dfwiki/shared';

/** How a new value is typed: a number, a text, or (lists, tables, the schedule) its JSON. */
export type CorrectionValueKind = 'number' | 'text' | 'json';

/** A fact a reader can correct, as its page knows it: the API's record answers today's values. */
export interface CorrectionSubject {
  entity: CorrectableEntity;
  /** Its id as the API names it (a weapon's or item's number, a card's, round's or piece's id, `current`). */
  id: string | number;
  /** Its name, to say which fact the dialog is about. */
  name: string;
  /** The record the page shows; each field's value today is read from it. */
  values: Readonly<Record<string, unknown>>;
  /** The fields offered, when fewer than every correctable one. */
  fields?: readonly string[];
}

const NUMBER_FIELDS = new Set([
  'damage',
  'fire_rate',
  'range',
  'capacity',
  'reload_time',
  'mobility',
  'control',
  'accuracy',
  'stability',
  'handling',
  'armor_pen',
  'recoil',
  'hip_fire',
  'card_value',
  'durability',
  'penetration_level',
  'flesh_damage_factor',
  'through_factor_armor_one_below',
  'through_factor_armor_same_level',
  'price',
  'protection_level',
  'durability_like_new',
  'durability_damaged',
  'weight_kg',
  'aim_speed_pct',
  'move_speed_pct',
]);
const JSON_FIELDS = new Set([
  'armor_damage_factor_by_level',
  'sources',
  'model_zones',
  'protected_zones',
  'schedule',
]);
/** Set by the server with a new price (its day), never by hand. */
const NOT_OFFERED = new Set(['price_as_of']);

export const valueKindOf = (field: string): CorrectionValueKind =>
  NUMBER_FIELDS.has(field) ? 'number' : JSON_FIELDS.has(field) ? 'json' : 'text';

/** The label of each field: the key of the words its page shows it under. */
const LABELS: Record<CorrectableEntity, Record<string, string>> = {
  weapon: {
    name: 'corrections.fields.name',
    damage: 'weapons.facts.stat.damage',
    fire_rate: 'weapons.facts.stat.fireRate',
    range: 'weapons.facts.stat.range',
    capacity: 'weapons.facts.stat.capacity',
    reload_time: 'weapons.facts.stat.reload',
    mobility: 'weapons.facts.stat.mobility',
    control: 'weapons.facts.stat.control',
    accuracy: 'weapons.facts.stat.accuracy',
    stability: 'weapons.facts.stat.stability',
    handling: 'weapons.facts.stat.handling',
    armor_pen: 'weapons.facts.stat.armorPen',
    recoil: 'weapons.facts.stat.recoil',
    hip_fire: 'weapons.facts.stat.hipFire',
  },
  keycard: {
    name: 'keycards.columns.name',
    location: 'keycards.details.location',
    card_value: 'keycards.columns.value',
    durability: 'corrections.fields.uses',
    room_info: 'keycards.details.room',
  },
  ammo: {
    name: 'corrections.fields.name',
    name_cn: 'corrections.fields.nameCn',
    penetration_level: 'gear.round.level',
    flesh_damage_factor: 'gear.round.damage',
    through_factor_armor_one_below: 'gear.round.throughOneBelow',
    through_factor_armor_same_level: 'gear.round.throughSame',
    armor_damage_factor_by_level: 'gear.round.armourFactor',
    price: 'gear.round.price',
    sources: 'gear.sources.title',
  },
  armor: {
    name: 'corrections.fields.name',
    name_cn: 'corrections.fields.nameCn',
    protection_level: 'gear.armor.level',
    durability: 'gear.armor.durability',
    durability_like_new: 'gear.armor.likeNew',
    durability_damaged: 'gear.armor.damaged',
    model_zones: 'gear.armor.modelZones',
    protected_zones: 'gear.armor.gameZones',
    weight_kg: 'gear.armor.weight',
    aim_speed_pct: 'gear.armor.aimSpeed',
    move_speed_pct: 'gear.armor.moveSpeed',
    repair_loss_cn: 'gear.armor.repairLoss',
    repair_efficiency_cn: 'gear.armor.repairEfficiency',
    price: 'gear.armor.price',
    sources: 'gear.sources.title',
  },
  item: { name: 'corrections.fields.name' },
  rotation: { schedule: 'corrections.fields.schedule' },
};

/** The key of a field's label; the field's own name where none is known (a field added later). */
export const fieldLabelKey = (entity: CorrectableEntity, field: string): string =>
  LABELS[entity]?.[field] ?? field;

/** The fields the dialog offers for a fact, in the contract's order. */
export function offeredFields(subject: Pick<CorrectionSubject, 'entity' | 'fields'>): string[] {
  const all: readonly string[] = CORRECTABLE_FIELDS[subject.entity];
  return all.filter((f) => !NOT_OFFERED.has(f) && (!subject.fields || subject.fields.includes(f)));
}

/** The page that shows a corrected fact (a card's: the cards page; the rotation's: its page). */
export function correctionPath(entity: CorrectableEntity, id: string): string {
  switch (entity) {
    case 'weapon':
      return pathTo('weapon', { weaponNameId: id });
    case 'ammo':
      return pathTo('round', { roundId: id });
    case 'armor':
      return pathTo('armorPiece', { pieceId: id });
    case 'item':
      return pathTo('item', { itemSlug: id });
    case 'keycard':
      return pathTo('cards');
    case 'rotation':
      return pathTo('rotation');
  }
}

/** A value as text: numbers and words as they are, lists and tables as JSON; null when empty. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}
