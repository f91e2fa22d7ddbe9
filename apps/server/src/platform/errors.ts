import type { ErrorCode, ErrorParams, ErrorReason } from '@atelier/contract';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT: 402,
  INTERNAL: 500,
};

/** The one error type services throw; the HTTP layer turns it into API.md's error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** What the shop translates for a shopper; the error body says it in the request's language. */
    readonly reason?: { reason: ErrorReason; params?: ErrorParams },
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
