import type { Build, BuildInputRaw, BuildReplaceRaw } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';

// Build writes (editor+). A weapon's builds are read with the weapon (lib/queries/weapons).

export const createBuild = async (weaponId: number, input: BuildInputRaw) =>
  (await api.post<{ build: Build }>(`/weapons/${weaponId}/builds`, input, { auth: true })).build;

export const updateBuild = async (
  weaponId: number,
  buildId: number,
  input: BuildReplaceRaw,
  version?: number,
) =>
  (
    await api.put<{ build: Build }>(`/weapons/${weaponId}/builds/${buildId}`, input, {
      auth: true,
      ifMatch: version,
    })
  ).build;

export const deleteBuild = (weaponId: number, buildId: number) =>
  api.delete(`/weapons/${weaponId}/builds/${buildId}`, { auth: true });

/** Features a public build on the builds index, or takes it off (editor+; a revision of the build). */
export const setBuildFeatured = (buildId: number, featured: boolean) =>
  api.put(`/builds/${buildId}/featured`, { featured }, { auth: true });
