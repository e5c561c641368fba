import type { GuestAuthTokenResponse } from '../contract/auth';
import { ApiError, isApiFailure, isNoContent } from './apiError';
import type { ApiTransport } from './transport';

/** Auth-free token calls (spec 03 §7). Later issues add sign-in and refresh here. */
export function authResource(transport: ApiTransport) {
  return {
    /** POST /guest_auth_token_actions: a token that may only quote. */
    async guestAuthToken(): Promise<GuestAuthTokenResponse> {
      const data = await transport.request<GuestAuthTokenResponse>('/guest_auth_token_actions', {
        method: 'POST',
        body: {},
        auth: false,
      });
      if (isApiFailure(data) || isNoContent(data)) {
        throw new ApiError(transport.messages('api.unknownStatus'), { status: 204 });
      }
      return data;
    },
  };
}
