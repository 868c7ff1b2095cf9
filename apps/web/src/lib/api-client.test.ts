import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setApiTransport, setUnauthorizedHandler } from './api-client';

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

describe('signed-in calls (auth: true)', () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  const unauthorized = () => answer(401, { error: { code: 'UNAUTHORIZED', message: 'Login required' } });

  /** A fake API: answers each call with the next answer in `answers` and records the paths asked. */
  function fakeApi(...answers: Response[]) {
    const paths: string[] = [];
    setApiTransport(async (input) => {
      paths.push(String(input).replace(/^\/api\/v1/, ''));
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next;
    });
    return paths;
  }
  afterEach(() => setApiTransport((input, init) => fetch(input, init)));

  it('refreshes the token once on a 401 and retries, without redirecting', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    const paths = fakeApi(
      unauthorized(),
      answer(200, { data: { isValid: true, user: null } }),
      answer(200, { data: { users: [] } }),
    );
    await expect(apiRequest('/users', { auth: true })).resolves.toEqual({ users: [] });
    expect(paths).toEqual(['/users', '/auth/check-token', '/users']);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('follows the global 401 rule when the retry is refused too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    const paths = fakeApi(unauthorized(), unauthorized(), unauthorized());
    await expect(apiRequest('/users', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(paths).toEqual(['/users', '/auth/check-token', '/users']);
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('does not retry other failures', async () => {
    const paths = fakeApi(answer(403, { error: { code: 'FORBIDDEN', message: 'Editors only' } }));
    await expect(apiRequest('/keycards', { method: 'POST', auth: true })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(paths).toEqual(['/keycards']);
  });
});

describe('Retry-After', () => {
  afterEach(() => setApiTransport((input, init) => fetch(input, init)));
  const failWith = (headers: Record<string, string>) =>
    setApiTransport(
      async () =>
        new Response(JSON.stringify({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Wait' } }), {
          status: 429,
          headers,
        }),
    );

  it('gives the seconds of the header on the error', async () => {
    failWith({ 'Retry-After': '540' });
    const error = await apiRequest('/auth/login', { method: 'POST', skipAuthRedirect: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 540 });
  });
  it('is null without a usable header', async () => {
    failWith({ 'Retry-After': 'soon' });
    await expect(apiRequest('/auth/login', { skipAuthRedirect: true })).rejects.toMatchObject({
      retryAfterSeconds: null,
    });
    failWith({});
    await expect(apiRequest('/auth/login', { skipAuthRedirect: true })).rejects.toMatchObject({
      retryAfterSeconds: null,
    });
  });
});
