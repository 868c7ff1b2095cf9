import type { CheckTokenResult, ErrorCode, FieldError } from '@dfwiki/shared';
import { API_BASE, API_TIMEOUT_MS } from './constants';
import { onUnauthorized } from './unauthorized';
import { reportSavedAnswer } from './offline/offline-state';

export { setUnauthorizedHandler } from './unauthorized';

/** The API's own codes, plus those the client gives when no usable answer arrived. */
export type ApiErrorCode = ErrorCode | 'TIMEOUT' | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * Error thrown for any failed API call: HTTP status (0 = network/timeout), error code, message,
 * the API's field errors, and the seconds of a Retry-After header (a 429 says how long to wait).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details?: FieldError[];
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    details?: FieldError[],
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  /** Login / check-token calls set this so a 401 is returned to the caller instead of redirecting. */
  skipAuthRedirect?: boolean;
  /**
   * A signed-in call: the access token lives 15 minutes, so a 401 asks check-token once (which
   * refreshes it from the refresh cookie) and retries; a second 401 follows the global rule.
   */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The version an edit form loaded (sent as If-Match): a save over a newer one answers 409. */
  ifMatch?: number;
}

let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's renderer reads the API in-process (same paths and answers) instead of over HTTP. */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

interface Envelope<T> {
  data?: T;
  error?: { code?: ErrorCode | 'INVALID_RESPONSE'; message?: string; details?: FieldError[] };
}

/** Calls `/api/v1<path>` and returns the envelope's `data`. Throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (!options.auth) return send<T>(path, options);
  try {
    return await send<T>(path, { ...options, skipAuthRedirect: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await checkToken().catch(() => undefined);
    return send<T>(path, options);
  }
}

/** POST /auth/check-token without the global 401 redirect; refreshes an expired access token. */
export function checkToken() {
  return send<CheckTokenResult>('/auth/check-token', { method: 'POST', skipAuthRedirect: true });
}

async function send<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { method = 'GET', body, skipAuthRedirect = false, timeoutMs = API_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method,
      body: payload,
      headers,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', 'The request timed out.');
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
  }

  if (method === 'GET') reportSavedAnswer(`${API_BASE}${path}`, response);

  if (response.status === 401 && !skipAuthRedirect) {
    console.warn('Unauthorized access - redirecting to login');
    onUnauthorized();
  }

  const envelope = await readEnvelope<T>(response);
  if (!response.ok || envelope.error) {
    const err = envelope.error ?? {};
    throw new ApiError(
      response.status,
      // An answer without an error envelope (a proxy's HTML page, say) is not one we can read.
      err.code ?? 'INVALID_RESPONSE',
      err.message ?? response.statusText ?? 'Request failed',
      err.details,
      retryAfter(response.headers.get('retry-after')),
    );
  }
  return envelope.data as T;
}

/** Seconds of a Retry-After header (the API sends seconds, never a date). */
function retryAfter(header: string | null): number | null {
  const seconds = Number.parseInt(header ?? '', 10);
  return Number.isFinite(seconds) ? seconds : null;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  if (response.status === 204) return {};
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return { error: { code: 'INVALID_RESPONSE', message: 'The server sent an unreadable answer.' } };
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Message of a failed call (server text when there is one). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
