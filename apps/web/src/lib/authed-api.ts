import type { CheckTokenResult, UploadResult } from '@dfwiki/shared';
import { ApiError, apiRequest, type ApiRequestOptions } from './api-client';

/** POST /auth/check-token without the global 401 redirect; refreshes an expired access token. */
export function checkToken() {
  return apiRequest<CheckTokenResult>('/auth/check-token', {
    method: 'POST',
    skipAuthRedirect: true,
  });
}

/**
 * Authenticated call: the access token lives 15 minutes, so on a 401 it asks check-token once
 * (which refreshes the token from the refresh cookie) and retries. A second 401 goes through the
 * global rule (console message + redirect to '/').
 */
export async function authed<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...options, skipAuthRedirect: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await checkToken().catch(() => undefined);
    return apiRequest<T>(path, options);
  }
}

export const authedApi = {
  get: <T>(path: string) => authed<T>(path),
  post: <T>(path: string, body?: unknown) => authed<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => authed<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => authed<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => authed<T>(path, { method: 'DELETE' }),
};

/** POST /uploads: one image, stored as WebP; any signed-in account may upload. */
export function uploadImage(file: Blob, name: string) {
  const form = new FormData();
  form.append('image', file, name);
  return authed<UploadResult>('/uploads', { method: 'POST', body: form, timeoutMs: 60_000 });
}

/** Message of a failed call (server text when there is one). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
