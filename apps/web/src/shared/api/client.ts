import type { ErrorBody } from '@atelier/contract';

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed call: `body` is the server's answer (API.md's error body, or the text of an auth answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | string | null;

  constructor(status: number, body: ErrorBody | string | null) {
    super(messageOf(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Per-field messages of a VALIDATION error, if any. */
  get fields(): Record<string, string> {
    return (typeof this.body === 'object' && this.body?.error.fields) || {};
  }
}

function messageOf(status: number, body: ErrorBody | string | null): string {
  if (typeof body === 'string' && body) return body;
  if (body && typeof body === 'object') return body.error.message;
  return `Request failed with status ${status}`;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') ? response.json() : response.text();
}

/** How calls reach the API: the browser's fetch; in the server's own render, its in-process answers. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function sendRequestsWith(send: typeof fetch): void {
  transport = send;
}

/** Calls the API under /api. JSON answers are parsed, text answers (auth) returned as strings. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const url = buildUrl(path, query);
  const isForm = body instanceof FormData;
  try {
    const response = await transport(url, {
      method,
      signal,
      credentials: 'same-origin',
      // The catalog's answers may be served a while stale (stale-while-revalidate, for a CDN):
      // the browser checks its copy with the server each time instead, as a 304 while it holds.
      cache: 'no-cache',
      headers: {
        accept: 'application/json, text/plain',
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const data = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, data as ErrorBody | string | null);
    return data as T;
  } catch (error) {
    // SPEC §8: every failed call is logged and rethrown; screens decide what the shopper sees.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error('API Error:', error);
    }
    throw error;
  }
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
};
