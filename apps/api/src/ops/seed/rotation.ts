// The sourced versions of the Operations map rotation, oldest first (data/game-data.json, written by
// data/derive.mjs from sources/map-rotation.json), and the one rule that loads them: the seed and
// `npm run db:import -- --sourced` both call loadSourcedRotation.
import type { RotationReplace } from '@dfwiki/shared';
import type { Tx } from '../../db/database';
import { allVersions, findCurrentVersion, insertVersion, makeCurrent } from '../../features/rotation';
import { gameData } from './game-data';

/** Checked like an editor's replacement (game-data.ts), so a bad derive run fails the seed, not a page. */
export const SOURCED_ROTATION: RotationReplace[] = gameData.rotation.versions;

export interface RotationLoadReport {
  added: string[];
  /** The label of the version made current, or null when the current one was kept. */
  madeCurrent: string | null;
  /** Why the current one was kept, when it was. */
  kept: string | null;
}

const sameVersion = (a: { source: string | null; label: string }, b: RotationReplace) =>
  a.source === b.source && a.label === b.label;

/**
 * Inserts the sourced versions not stored yet (matched by source and label) and makes the newest
 * sourced version current when the current one is as of an earlier day, or there is none: an
 * editor's newer version is never replaced. Runs inside the caller's transaction.
 */
export async function loadSourcedRotation(tx: Tx): Promise<RotationLoadReport> {
  const stored = await allVersions(tx);
  const report: RotationLoadReport = { added: [], madeCurrent: null, kept: null };
  for (const version of SOURCED_ROTATION) {
    if (stored.some((s) => sameVersion(s, version))) continue;
    await insertVersion(tx, version, null);
    report.added.push(version.label);
  }
  const newest = SOURCED_ROTATION.at(-1)!;
  const current = await findCurrentVersion(tx);
  if (current && sameVersion(current, newest)) return { ...report, kept: 'it is already current' };
  const currentAsOf = current ? (current.source_date ?? current.created_at.slice(0, 10)) : null;
  if (currentAsOf !== null && currentAsOf >= newest.source_date!)
    return { ...report, kept: `the current version "${current!.label}" is as of ${currentAsOf}` };
  const target = (await allVersions(tx)).find((s) => sameVersion(s, newest))!;
  await makeCurrent(tx, target.id);
  return { ...report, madeCurrent: newest.label };
}
