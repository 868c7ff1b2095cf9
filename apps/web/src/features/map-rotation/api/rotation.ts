// The rotation's past versions, which only the map rotation page and its editor (../admin) read.
// The current rotation is shared with the map pages: lib/queries/rotation.ts.

import { useQuery } from '@tanstack/react-query';
import type { RotationVersionSummary } from '@dfwiki/shared';
import { fieldQuery } from '../../../lib/field-query';

/** Every stored version, newest first, without schedules. */
export const rotationVersionsQuery = fieldQuery<RotationVersionSummary[]>(
  ['rotation', 'versions'],
  '/rotation/versions',
  'versions',
);

export const useRotationVersions = () => useQuery(rotationVersionsQuery);
