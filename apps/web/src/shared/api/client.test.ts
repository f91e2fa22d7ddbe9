import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './client.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON to /api with the session cookie and reads the JSON answer', async () => {
    const fetchMock = stubFetch(Response.json({ message: 'Thanks!' }));
    await expect(api.post('/newsletter', { email: 'a@b.co' })).resolves.toEqual({
      message: 'Thanks!',
    });
    const [url, init = {}] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"email":"a@b.co"}',
    });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('puts repeated and optional query values in the URL', async () => {
    const fetchMock = stubFetch(Response.json([]));
    await api.get('/v1/products', { lang: 'fr', productId: [3, 7], q: undefined });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/products?lang=fr&productId=3&productId=7');
  });

  it("checks the browser's copy of an answer with the server, never taking it stale", async () => {
    const fetchMock = stubFetch(Response.json([]));
    await api.get('/v1/categories/tree/en');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-cache' });
  });

  it('returns text answers as text (the auth endpoints)', async () => {
    stubFetch(new Response('Login successful', { headers: { 'content-type': 'text/plain' } }));
    await expect(api.post('/auth/login', {})).resolves.toBe('Login successful');
  });

  it("logs a failure as 'API Error:' and throws the server's error body", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = {
      error: { code: 'VALIDATION', message: 'Invalid input', fields: { email: 'Invalid email' } },
    };
    stubFetch(Response.json(body, { status: 400 }));

    const error = await api.post('/newsletter', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      body,
      message: 'Invalid input',
      fields: { email: 'Invalid email' },
    });
    expect(log).toHaveBeenCalledWith('API Error:', error);
  });

  it('gives an auth failure text as the error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      new Response('Invalid email or password', {
        status: 401,
        headers: { 'content-type': 'text/plain' },
      }),
    );
    await expect(api.post('/auth/login', {})).rejects.toThrow('Invalid email or password');
  });
});
