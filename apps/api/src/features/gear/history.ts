// Rounds' and armour pieces' history (features/history): the state is what an editor's save writes,
// plus the day the model figures are stated for, so a restore puts that date back with them. Neither
// is created or deleted through the API: each one's first revision is the import that added it.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ARMOR_EDIT_FIELDS,
  ArmorPieceReplaceSchema,
  type HistoryEntity,
  ROUND_EDIT_FIELDS,
  RoundReplaceSchema,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { allIds, restoredFrom } from '../../db/trash';
import { armorPieces, rounds } from '../../db/schema';
import type { EntityState, HistorySubject } from '../history';
import { findArmorPiece, findRound, type GearTable, lockRow, updateGearRow } from './repository';

interface GearKind {
  entity: HistoryEntity;
  label: string;
  table: GearTable;
  /** The fields a save writes (the PUT body's). */
  fields: readonly string[];
  /** The PUT body: an old state must still pass it to be restored. */
  body: z.ZodType<{ body: object }>;
  answer: (db: Db, id: string) => Promise<unknown>;
}

function gearHistory({ entity, label, table, fields, body, answer }: GearKind): HistorySubject<string> {
  const stateFields = [...fields, 'model_as_of'];
  return {
    entity,
    label,
    parseId: (raw) => (/^[a-z0-9-]{1,100}$/.test(raw) ? raw : undefined),
    lock: async (tx, id) => (await lockRow(tx, table, id)) !== undefined,
    read: async (db: Db | Tx, id: string) => {
      const [row] = await db
        .select()
        .from(table as GearTable)
        .where(eq(table.id, id));
      if (!row) return undefined;
      const stored = row as Record<string, unknown>;
      return Object.fromEntries(stateFields.map((f) => [f, stored[f]])) as EntityState;
    },
    write: async (tx, id, state) => {
      const restored = restoredFrom(body, state).body;
      await updateGearRow(tx, table, id, { ...restored, model_as_of: state.model_as_of as string | null });
    },
    answer,
    ids: (db) => allIds(db, table),
    trashed: async () => [],
  };
}

export const roundHistory = gearHistory({
  entity: 'ammo',
  label: 'Round',
  table: rounds,
  fields: ROUND_EDIT_FIELDS,
  body: RoundReplaceSchema,
  answer: findRound,
});

export const armorHistory = gearHistory({
  entity: 'armor',
  label: 'Armour piece',
  table: armorPieces,
  fields: ARMOR_EDIT_FIELDS,
  body: ArmorPieceReplaceSchema,
  answer: findArmorPiece,
});
