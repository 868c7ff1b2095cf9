import type { Tag } from '@dfwiki/shared';
import { api } from '../../../../lib/api-client';

// Build tag writes (editor+). Reads are the public build tags query (lib/queries/build-tags).

export const createTag = async (name: string) =>
  (await api.post<{ tag: Tag }>('/build-tags', { name }, { auth: true })).tag;

export const updateTag = async (id: number, name: string, version?: number) =>
  (await api.put<{ tag: Tag }>(`/build-tags/${id}`, { name }, { auth: true, ifMatch: version })).tag;

export const deleteTag = (id: number) => api.delete(`/build-tags/${id}`, { auth: true });
