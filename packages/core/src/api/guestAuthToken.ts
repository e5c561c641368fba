import type { GuestAuthTokenResponse } from '../contract/auth';
import type { ApiTransport } from './transport';

/**
 * POST /guest_auth_token_actions: a token that may only quote (spec 03 §7). On its own so the guest
 * token provider of a quote-only bundle (the embed) takes this one call, not every auth call;
 * authResource answers it through this function too.
 */
export async function requestGuestAuthToken(transport: ApiTransport): Promise<GuestAuthTokenResponse> {
  const data = await transport.request<GuestAuthTokenResponse>('/guest_auth_token_actions', {
    method: 'POST',
    body: {},
    auth: false,
  });
  return transport.body(data);
}
