import type { Violation } from '../contract/hydra';

/**
 * What a call answers for a status it tolerates (spec 03 §8 "Generic handling"): an error object
 * the caller reads instead of an exception, e.g. 404 on postal codes or 400/422 on a standalone
 * quote. errorCode defaults to "InvalidCredentials" as the spec says (sign-in reads it).
 */
export interface ApiFailure {
  kind: 'failure';
  status: number;
  title: string | null;
  description: string | null;
  errorCode: string;
  violations: Violation[];
  /** The answer's body as sent, for fields a caller reads beyond these (e.g. OldImportNumber's new number). */
  body?: unknown;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'failure';
}

/** An empty 204 answer (spec 03 §8: "an empty 204 gives a success marker"). */
export interface NoContent {
  kind: 'no-content';
  success: true;
}
export const NO_CONTENT: NoContent = Object.freeze({ kind: 'no-content', success: true }) as NoContent;

export function isNoContent(value: unknown): value is NoContent {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'no-content';
}

export interface ApiErrorDetails {
  status: number;
  title?: string | null;
  description?: string | null;
  errorCode?: string | null;
  violations?: Violation[];
  /** 403 is "logged only" (spec 01 §7): hosts should not toast it. */
  silent?: boolean;
  cause?: unknown;
}

/**
 * A call that failed with a status it does not tolerate (spec 01 §7): the message is the server's
 * hydra description when it gave one (400, 422, 500), else "It looks like there may have been a problem.".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string | null;
  readonly description: string | null;
  readonly errorCode: string | null;
  readonly violations: Violation[];
  readonly silent: boolean;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.title = details.title ?? null;
    this.description = details.description ?? null;
    this.errorCode = details.errorCode ?? null;
    this.violations = details.violations ?? [];
    this.silent = details.silent ?? false;
  }
}
