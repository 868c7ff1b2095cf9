// The rotation reads. Only the map rotation page and its editor (../admin) read them, so they
// live in this feature.

import { useQuery } from '@tanstack/react-query';
import type { RotationVersion, RotationVersionSummary } from '@dfwiki/shared';
import { fieldQuery } from '../../../lib/field-query';

/** The current map rotation (null when none is stored); the public page and the admin editor read it. */
export const rotationQuery = fieldQuery<RotationVersion | null>(['rotation'], '/rotation', 'rotation');

export const useRotation = () => useQuery(rotationQuery);

/** Every stored version, newest first, without schedules. */
export const rotationVersionsQuery = fieldQuery<RotationVersionSummary[]>(
  ['rotation', 'versions'],
  '/rotation/versions',
  'versions',
);

export const useRotationVersions = () => useQuery(rotationVersionsQuery);
