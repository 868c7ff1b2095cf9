import type { RotationReplace, RotationVersion } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';

// Map rotation write (editor+). Reads are the public page's rotation queries (../../api/rotation).

export const replaceRotation = async (body: RotationReplace, version?: number) =>
  (await api.put<{ rotation: RotationVersion }>('/rotation', body, { auth: true, ifMatch: version }))
    .rotation;
