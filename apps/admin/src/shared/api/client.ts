import { ADMIN_API_PREFIX, type ErrorBody, type ErrorCode } from '@atelier/contract';

export type Query = Record<string, string | number | boolean | undefined>;

/** A refused call: the server's error body (ADMIN-API.md), or none when the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.error.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): ErrorCode | 'NETWORK' {
    return this.body?.error.code ?? (this.status === 0 ? 'NETWORK' : 'INTERNAL');
  }

  /** Per-field messages of a VALIDATION error, in the server's English. */
  get fields(): Record<string, string> {
    return this.body?.error.fields ?? {};
  }
}

function url(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${ADMIN_API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function send<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (response.status === 204) return null as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data as ErrorBody | null);
  return data as T;
}

/** Calls under /api/admin; the staff cookie goes along on its own (it is scoped to that path). */
export const api = {
  get: <T>(path: string, query?: Query) => send<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => send<T>('PATCH', path, body),
  delete: <T>(path: string) => send<T>('DELETE', path),
};
