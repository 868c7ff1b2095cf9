// GET /ttk: finds the items a request names, checks they fit together (the round is of the
// weapon's calibre, body armour and helmet are each what their field says) and runs the shared
// engine. A fight the engine does not model is an answer, not an error.
import { engineWeapon, simulateFight, type TtkQuery, type TtkResult } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { Invalid } from '../../domain-errors';
import { findTtkPiece, findTtkRound, findTtkWeapon } from './ttk-lookup';

const unknown = (field: string, what: string) =>
  new Invalid('UNKNOWN_REFERENCE', `No ${what} has the id given in ${field}.`, [
    { path: field, rule: 'unknown', message: `names no ${what}` },
  ]);

const mismatch = (field: string, message: string, rule: string) =>
  new Invalid('VALIDATION_ERROR', `Invalid request querystring: ${field} ${message}.`, [
    { path: field, rule, message },
  ]);

const known = <T>(value: T | null, field: string, what: string): T => {
  if (value === null) throw unknown(field, what);
  return value;
};

async function findPiece(db: Db, ref: string | undefined, field: 'armor' | 'helmet') {
  if (ref === undefined) return null;
  const piece = known(await findTtkPiece(db, ref), field, 'armour piece');
  const type = field === 'armor' ? 'body' : 'helmet';
  if (piece.type !== type)
    throw mismatch(
      field,
      field === 'armor' ? 'names a helmet, not body armour' : 'names body armour, not a helmet',
      'armor_type',
    );
  return piece;
}

/** Four decimals: the precision the worked examples are written to, and a lean answer. */
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const round4OrNull = (n: number | null) => (n === null ? null : round4(n));

const notModelled = (reason: NonNullable<TtkResult['not_modelled']>): TtkResult => ({
  shots: null,
  ttk_s: null,
  body_armor_left: null,
  helmet_left: null,
  hits: [],
  not_modelled: reason,
});

export async function workOutTtk(db: Db, query: TtkQuery): Promise<TtkResult> {
  const [weapon, round, bodyArmor, helmet] = await Promise.all([
    findTtkWeapon(db, query.weapon).then((w) => known(w, 'weapon', 'weapon')),
    findTtkRound(db, query.ammo).then((r) => known(r, 'ammo', 'round')),
    findPiece(db, query.armor, 'armor'),
    findPiece(db, query.helmet, 'helmet'),
  ]);
  const model = engineWeapon(weapon);
  if (!model || !weapon.caliber) return notModelled('weapon-without-model');
  if (round.caliber !== weapon.caliber)
    throw mismatch('ammo', `is not a round the weapon fires (it fires ${weapon.caliber})`, 'caliber');
  const result = simulateFight({
    weapon: model,
    round,
    bodyArmor,
    helmet,
    zones: query.zone,
    distanceM: query.distance,
  });
  if (!result.modelled) return notModelled(result.reason);
  return {
    shots: result.shots,
    ttk_s: round4(result.ttkSeconds),
    body_armor_left: round4OrNull(result.bodyArmorLeft),
    helmet_left: round4OrNull(result.helmetLeft),
    hits: result.hits.map((h) => ({
      shot: h.shot,
      damage: round4(h.damage),
      hp_left: round4(h.hpLeft),
      body_armor_left: round4OrNull(h.bodyArmorLeft),
      helmet_left: round4OrNull(h.helmetLeft),
    })),
    not_modelled: null,
  };
}
