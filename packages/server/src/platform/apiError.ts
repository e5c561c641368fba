import type { Violation } from '@shipdeck/core/contract';

/** HTTP reason phrases used as `hydra:title`. */
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  418: "I'm a teapot",
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const titleOf = (status: number) => TITLES[status] ?? 'Error';

/**
 * An error a handler means to answer with: the global error handler turns it into a hydra
 * error with this status, description (the text the client shows), error code and violations.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    description: string,
    readonly violations?: readonly Violation[],
    /** Further members of the error body (a sign-in refusal's newAccountNumber, lockedUntil). */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(description);
  }
}

export const badRequest = (description: string, violations?: readonly Violation[]) =>
  new ApiError(400, 'InvalidRequest', description, violations);

/** 422: the request is well formed but a rule of the spec refuses it. */
export const unprocessable = (description: string, violations: readonly Violation[]) =>
  new ApiError(422, 'ValidationFailed', description, violations);

export const unauthorized = (description: string) => new ApiError(401, 'Unauthorized', description);
export const forbidden = (description: string) => new ApiError(403, 'Forbidden', description);
export const notFound = (description: string) => new ApiError(404, 'NotFound', description);
