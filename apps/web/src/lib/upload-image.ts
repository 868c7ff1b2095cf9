import type { UploadResult } from '@dfwiki/shared';
import { apiRequest } from './api-client';

/** POST /uploads: one image, stored as WebP; any signed-in account may upload. */
export function uploadImage(file: Blob, name: string) {
  const form = new FormData();
  form.append('image', file, name);
  return apiRequest<UploadResult>('/uploads', { method: 'POST', body: form, auth: true, timeoutMs: 60_000 });
}
