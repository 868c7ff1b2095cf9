import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';

const respond = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );

afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('returns data from the envelope and sends credentials', async () => {
    const fetchSpy = respond(200, { data: { weapons: [1] } });
    await expect(apiRequest('/weapons')).resolves.toEqual({ weapons: [1] });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/v1/weapons',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });
  it('throws ApiError with status, code and message', async () => {
    respond(404, { error: { code: 'NOT_FOUND', message: 'Weapon not found' } });
    const error = await apiRequest('/weapons/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Weapon not found' });
  });
  it('logs and redirects on 401 unless the caller opts out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    respond(401, { error: { code: 'UNAUTHORIZED', message: 'Login required' } });
    await expect(apiRequest('/keycards', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledWith('Unauthorized access - redirecting to login');
    expect(redirect).toHaveBeenCalledOnce();

    respond(401, { error: { code: 'INVALID_CREDENTIALS', message: 'nope' } });
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, skipAuthRedirect: true }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(redirect).toHaveBeenCalledOnce();
  });
});
