// The reads each server-rendered page needs before it can render, by route id. The server runs
// them into the request's QueryClient, renders, and hands the results to the browser, whose
// first render then finds the same data in its cache (no second request).
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { PublicRouteId } from '@dfwiki/shared';
import { keycardsQuery } from '../lib/queries/keycards';
import { rotationQuery } from '../lib/queries/rotation';
import { weaponQuery, weaponsQuery } from '../lib/queries/weapons';
import { storagePricesQuery } from '../features/storage/api/storage-prices';
import { armorPieceQuery, armorQuery, roundQuery, roundsQuery } from '../features/gear/queries';

type AnyQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

export function pageQueries(id: PublicRouteId, params: Record<string, string>): AnyQuery[] {
  const reads: Partial<Record<PublicRouteId, () => unknown[]>> = {
    cards: () => [keycardsQuery],
    ttk: () => [weaponsQuery],
    builds: () => [weaponsQuery],
    weapon: () => [weaponQuery(params.weaponNameId ?? '')],
    storage: () => [storagePricesQuery],
    rotation: () => [rotationQuery],
    ammo: () => [roundsQuery],
    round: () => [roundQuery(params.roundId ?? '')],
    armor: () => [armorQuery],
    armorPiece: () => [armorPieceQuery(params.pieceId ?? '')],
  };
  return (reads[id]?.() ?? []) as AnyQuery[];
}
