// The current map rotation: the rotation page, its editor and the map pages (when a map is open)
// read the same cache entry.
import { useQuery } from '@tanstack/react-query';
import type { RotationVersion } from '@dfwiki/shared';
import { fieldQuery } from '../field-query';

/** The current map rotation (null when none is stored). */
export const rotationQuery = fieldQuery<RotationVersion | null>(['rotation'], '/rotation', 'rotation');

export const useRotation = () => useQuery(rotationQuery);
