import type {
  AccountAuthTokenRequest,
  ActionResult,
  CheckRecoveryCodeRequest,
  CheckRecoveryCodeResponse,
  CompletePasswordRecoveryRequest,
  FeatureFlagsResponse,
  GuestAuthTokenResponse,
  InstantSignUpRequest,
  ProfileTokenResponse,
  SignInErrorCode,
  SignInRequest,
  SignUpForm,
  StartPasswordRecoveryRequest,
  TokenResponse,
} from '../contract/auth';
import { type ApiFailure, isApiFailure, isNoContent } from './apiError';
import { requestGuestAuthToken } from './guestAuthToken';
import type { ApiTransport } from './transport';

/**
 * A refused sign-in or quick access (spec 03 §7: 401 and 422 are accepted and turned into an error
 * object), with what the dialogs show: the code, the server's text and, for OldImportNumber, the new number.
 */
export interface SignInRefusal {
  kind: 'refused';
  errorCode: SignInErrorCode | string;
  description: string | null;
  newAccountNumber: string | null;
}

function toRefusal(failure: ApiFailure): SignInRefusal {
  const body = (typeof failure.body === 'object' && failure.body !== null ? failure.body : {}) as Record<
    string,
    unknown
  >;
  return {
    kind: 'refused',
    errorCode: failure.errorCode,
    description: failure.description,
    newAccountNumber: typeof body.newAccountNumber === 'string' ? body.newAccountNumber : null,
  };
}

export function isSignInRefusal(value: unknown): value is SignInRefusal {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'refused';
}

/** Auth calls (spec 03 §7). All but refresh, sign-out and the profile calls are auth-free. */
export function authResource(transport: ApiTransport) {
  const post = async <T>(path: string, body: Record<string, unknown>, auth = true): Promise<T> => {
    return transport.body(await transport.request<T>(path, { method: 'POST', body, auth }));
  };
  const tokenOrRefusal = async (path: string, body: Record<string, unknown>) => {
    const data = await transport.request<TokenResponse>(path, {
      method: 'POST',
      body,
      auth: false,
      tolerate: [401, 422],
    });
    return isApiFailure(data) ? toRefusal(data) : transport.body(data);
  };

  return {
    /** POST /guest_auth_token_actions: a token that may only quote. */
    guestAuthToken(): Promise<GuestAuthTokenResponse> {
      return requestGuestAuthToken(transport);
    },
    /** POST /authentication_token: e-mail, 9-digit number or client id with a password. */
    signIn(request: SignInRequest): Promise<TokenResponse | SignInRefusal> {
      return tokenOrRefusal('/authentication_token', { ...request });
    },
    /** POST /account_auth_token_actions: quick access by account number only (spec 03 §4). */
    quickAccess(request: AccountAuthTokenRequest): Promise<TokenResponse | SignInRefusal> {
      return tokenOrRefusal('/account_auth_token_actions', { ...request });
    },
    /**
     * POST /authentication_token/refresh. The app sends no token: the server reads its httpOnly cookie
     * and rotates it. 401 is accepted (spec 03 §7) and answers null: no session to refresh.
     */
    async refreshToken(): Promise<TokenResponse | null> {
      const data = await transport.request<TokenResponse>('/authentication_token/refresh', {
        method: 'POST',
        body: {},
        auth: false,
        tolerate: [401],
      });
      return isApiFailure(data) || isNoContent(data) ? null : data;
    },
    /** POST /sign_out_actions: ends the refresh family and clears its cookie. */
    async signOut(): Promise<void> {
      await transport.request('/sign_out_actions', { method: 'POST', body: {}, tolerate: [401] });
    },
    /** POST /sign_up_actions: the form as a JSON string (spec 03 §7). */
    signUp(form: SignUpForm): Promise<ActionResult> {
      return post<ActionResult>('/sign_up_actions', { payload: JSON.stringify(form) }, false);
    },
    /** POST /instant_sign_up_actions (INSTANT_SIGN_UP flag): a token straight away. */
    instantSignUp(request: InstantSignUpRequest): Promise<TokenResponse> {
      return post<TokenResponse>('/instant_sign_up_actions', { ...request }, false);
    },
    /** POST /start_password_recovery_actions {emailOrId}. */
    startPasswordRecovery(request: StartPasswordRecoveryRequest): Promise<ActionResult> {
      return post<ActionResult>('/start_password_recovery_actions', { ...request }, false);
    },
    /** POST /check_recovery_code_actions {recoveryCode}: can the link still set a password? */
    checkRecoveryCode(request: CheckRecoveryCodeRequest): Promise<CheckRecoveryCodeResponse> {
      return post<CheckRecoveryCodeResponse>('/check_recovery_code_actions', { ...request }, false);
    },
    /** POST /complete_password_recovery_actions {password, recoveryCode}. */
    completePasswordRecovery(request: CompletePasswordRecoveryRequest): Promise<ActionResult> {
      return post<ActionResult>('/complete_password_recovery_actions', { ...request }, false);
    },
    /** POST /sign_into_profile_actions: staff act for a client (spec 03 §4). */
    signIntoProfile(userId: string): Promise<ProfileTokenResponse> {
      return post<ProfileTokenResponse>('/sign_into_profile_actions', { userId });
    },
    /** POST /sign_out_from_profile_actions: back to the staff member's own account. */
    signOutFromProfile(): Promise<ProfileTokenResponse> {
      return post<ProfileTokenResponse>('/sign_out_from_profile_actions', {});
    },
    /** GET /feature_flags (public): the server's flags (spec 01 §6, spec 03 §6). */
    async featureFlags(): Promise<FeatureFlagsResponse> {
      const data = await transport.request<FeatureFlagsResponse>('/feature_flags', { auth: false });
      return isApiFailure(data) || isNoContent(data) ? { flags: {} } : data;
    },
  };
}
