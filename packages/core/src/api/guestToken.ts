import type { GuestAuthTokenResponse } from '../contract/auth';

export interface GuestTokenProviderOptions {
  /** Asks the API for a guest token (POST /guest_auth_token_actions, spec 03 §7). */
  fetchToken: () => Promise<GuestAuthTokenResponse>;
  now?: () => number;
  /** Renew this long before the token's expiry, so a request never leaves with a dying token. */
  renewBeforeMs?: number;
}

export interface GuestTokenProvider {
  getToken(): Promise<string>;
  /** Forget the token (after a 401), so the next getToken asks again. */
  reset(): void;
}

/**
 * A guest token for widgets used without a host token: one memoised request shared by every
 * caller, forgotten on failure so a retry asks again (like stripe-js's loader promise), and
 * renewed when it is about to expire.
 */
export function createGuestTokenProvider(options: GuestTokenProviderOptions): GuestTokenProvider {
  const now = options.now ?? Date.now;
  const renewBefore = options.renewBeforeMs ?? 60_000;
  let pending: Promise<GuestAuthTokenResponse> | null = null;
  let current: GuestAuthTokenResponse | null = null;

  const isFresh = (token: GuestAuthTokenResponse) => {
    const expiresAt = Date.parse(token.expiresAt);
    return Number.isNaN(expiresAt) || expiresAt - renewBefore > now();
  };

  return {
    async getToken() {
      if (current && isFresh(current)) return current.token;
      if (current) {
        // Expired or about to: ask for a new one.
        current = null;
        pending = null;
      }
      if (!pending) {
        const request: Promise<GuestAuthTokenResponse> = options.fetchToken().then(
          (token) => {
            if (pending === request) current = token;
            return token;
          },
          (error: unknown) => {
            if (pending === request) pending = null;
            throw error;
          },
        );
        pending = request;
      }
      return (await pending).token;
    },
    reset() {
      pending = null;
      current = null;
    },
  };
}
