import { useQuery } from '@tanstack/react-query';
import { myCorrectionsQuery } from '../../../lib/queries/my-lists';

/** The signed-in player's corrections, newest first; re-read on every visit (editors decide them). */
export const useMyCorrections = () => useQuery(myCorrectionsQuery);
