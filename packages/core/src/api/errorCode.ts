import { ApiError, type ApiFailure } from './apiError';

/**
 * Why a call failed, as a widget reports it to its host page (issue 9: `shipdeck:error` carries a
 * documented code). `network`: no answer reached the page (offline, server down, or a browser that
 * refused a cross-origin answer — browsers do not tell these apart); `origin_not_allowed`: the
 * server answered that this page's origin or publishable key is not allowed; `unauthorized`: the
 * token was refused; `rate_limited`: 429; `validation`: the request was refused field by field
 * (400/422); `server`: the server failed (5xx); `no_rates`: no carrier serves the shipment.
 */
export type ApiErrorCode =
  | 'network'
  | 'origin_not_allowed'
  | 'unauthorized'
  | 'rate_limited'
  | 'validation'
  | 'server'
  | 'no_rates';

export function errorCodeOf(error: unknown): ApiErrorCode {
  const status = error instanceof ApiError ? error.status : (error as Partial<ApiFailure> | null)?.status;
  const code = error instanceof ApiError ? error.errorCode : (error as Partial<ApiFailure> | null)?.errorCode;
  if (code === 'OriginNotAllowed') return 'origin_not_allowed';
  if (typeof status !== 'number' || status === 0) return 'network';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'validation';
}
