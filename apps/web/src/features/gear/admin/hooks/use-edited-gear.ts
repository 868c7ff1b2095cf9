import { useQuery } from '@tanstack/react-query';
import { armorPieceQuery, roundQuery } from '../../../../lib/queries/gear';

// The round or piece an editor screen works on: the public read, again on every visit.
const fresh = { staleTime: 0, retryOnMount: true } as const;
export const useEditedRound = (id: string) => useQuery({ ...roundQuery(id), ...fresh });
export const useEditedPiece = (id: string) => useQuery({ ...armorPieceQuery(id), ...fresh });
