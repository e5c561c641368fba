import { quickQuoteErrors, signInErrors, toViolations } from '@shipdeck/core/account';
import {
  accountAuthTokenRequest,
  checkRecoveryCodeRequest,
  completePasswordRecoveryRequest,
  instantSignUpRequest,
  type RefreshTokenDelivery,
  refreshTokenRequest,
  signInRequest,
  signIntoProfileRequest,
  signUpForm,
  signUpRequest,
  startPasswordRecoveryRequest,
  type Violation,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { callerOf } from '../auth/authentication';
import type { IssuedToken, TokenService } from '../auth/tokens';
import type { TrustedDevices } from '../auth/trustedDevice';
import { serverMessage } from '../messages';
import { ApiError, badRequest, notFound } from '../platform/apiError';
import { parseInput } from '../platform/parseInput';
import type { AccountService, SessionTokens } from './accountService';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refreshCookie';
import { userIdOf } from './userView';

export interface AccountRouteDeps {
  accounts: AccountService;
  tokens: TokenService;
  devices: TrustedDevices;
  now: () => Date;
}

/**
 * Sign-in, quick access, sign-up, refresh, sign-out, password recovery and acting for a client
 * (spec 03 §7). Every token answer is `no-store`.
 */
export async function accountRoutes(
  app: FastifyInstance,
  { accounts, tokens, devices, now }: AccountRouteDeps,
): Promise<void> {
  /**
   * The answer of every call that opens or renews a session. The first-party app gets the refresh
   * token only as an httpOnly cookie; a client that asks for `refreshTokenDelivery: 'body'` (a
   * third-party API client without a cookie jar) gets it in the body and no cookie.
   */
  function sendTokens(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: SessionTokens,
    delivery: RefreshTokenDelivery,
  ) {
    reply.header('cache-control', 'no-store');
    const body: Record<string, unknown> = tokenAnswer(issued.access);
    if (delivery === 'body') body.refresh_token = issued.refreshToken;
    else {
      const remaining = (issued.session.expiresAt.getTime() - now().getTime()) / 1000;
      setRefreshCookie(request, reply, issued.refreshToken, issued.session.remember ? remaining : undefined);
    }
    return body;
  }

  app.post('/api/authentication_token', async (request, reply) => {
    // The answer, a token or a refusal (spec 03 §8 error codes), is never stored by a cache.
    reply.header('cache-control', 'no-store');
    const input = parseInput(signInRequest, request.body ?? {});
    const identifier = (input.email ?? input.clientId ?? '').trim();
    // spec 03 §5, core's sign-in rules (the form's own): identifier required and at least 6
    // characters, password required (and not longer than any password can be).
    const violations = toViolations(signInErrors({ identifier, password: input.password }), {
      identifier: 'email',
    });
    if (violations.length > 0)
      throw new ApiError(422, 'InvalidCredentials', messages('signIn.failed'), violations);
    const trustedFor = await devices.accountsOf(request);
    const issued = await accounts.signIn({
      identifier,
      password: input.password,
      remember: input.rememberMe ?? true,
      client: request.ip,
      continueWithLimitedAccess: input.continueWithLimitedAccess === true,
      trustedFor,
    });
    const delivery = input.refreshTokenDelivery ?? 'cookie';
    const body = sendTokens(request, reply, issued, delivery);
    // This browser proved the password: the account's lock will not hold it (trustedDevice.ts). An API
    // client that takes its tokens in the body keeps no cookies, so it gets none.
    if (delivery === 'cookie') await devices.trust(request, reply, trustedFor, issued.session.userId);
    return body;
  });

  app.post('/api/account_auth_token_actions', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const input = parseInput(accountAuthTokenRequest, request.body ?? {});
    const violations = toViolations(quickQuoteErrors(input.accountNumber));
    if (violations.length > 0) {
      throw new ApiError(422, 'InvalidFormat', (violations[0] as Violation).message, violations);
    }
    const issued = await accounts.quickAccess(input.accountNumber, request.ip);
    return sendTokens(request, reply, issued, input.refreshTokenDelivery ?? 'cookie');
  });

  app.post('/api/authentication_token/refresh', async (request, reply) => {
    const input = parseInput(refreshTokenRequest, request.body ?? {});
    const fromBody = input.refresh_token?.trim();
    const presented = fromBody || readRefreshCookie(request);
    const issued = presented ? await accounts.refresh(presented) : undefined;
    if (!issued) {
      if (!fromBody) clearRefreshCookie(request, reply);
      reply.header('cache-control', 'no-store');
      throw new ApiError(401, 'InvalidRefreshToken', serverMessage('auth.refreshInvalid'));
    }
    // Answered the way it came: a body token in the body, a cookie as a cookie.
    return sendTokens(request, reply, issued, fromBody ? 'body' : 'cookie');
  });

  app.post('/api/sign_out_actions', async (request, reply) => {
    const sessionIds: string[] = [];
    let actorId: string | null = null;
    // An access token of ours names its session even after it expired (signature checked), and the
    // refresh token (body or cookie) names it too: either ends the session.
    const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const principal = header ? await tokens.verifyForSignOut(header) : null;
    if (principal?.session) {
      sessionIds.push(principal.session.id);
      actorId = principal.session.userId;
    }
    const body = z.safeParse(refreshTokenRequest, request.body ?? {});
    const refreshToken = (body.success ? body.data.refresh_token : undefined) ?? readRefreshCookie(request);
    if (refreshToken) {
      const session = await accounts.sessionOfRefreshToken(refreshToken);
      if (session) {
        sessionIds.push(session.id);
        actorId ??= session.userId;
      }
    }
    await accounts.signOut(sessionIds, actorId);
    clearRefreshCookie(request, reply);
    reply.header('cache-control', 'no-store');
    return { success: true };
  });

  app.post('/api/sign_up_actions', async (request) => {
    // spec 03 §7: the form arrives as a JSON string, in `payload` or as the whole body.
    const body = request.body;
    const text = typeof body === 'string' ? body : parseInput(signUpRequest, body ?? {}).payload;
    let decoded: unknown;
    try {
      decoded = JSON.parse(text);
    } catch {
      throw badRequest(serverMessage('signUp.payloadInvalid'));
    }
    const form = parseInput(signUpForm, decoded);
    await accounts.signUp(form);
    return { success: true, message: messages('signUp.received') };
  });

  app.post('/api/instant_sign_up_actions', async (request, reply) => {
    const input = parseInput(instantSignUpRequest, request.body ?? {});
    const issued = await accounts.instantSignUp(input);
    return sendTokens(request, reply, issued, input.refreshTokenDelivery ?? 'cookie');
  });

  app.post('/api/start_password_recovery_actions', async (request) => {
    const input = parseInput(startPasswordRecoveryRequest, request.body ?? {});
    await accounts.startPasswordRecovery(input.emailOrId);
    return { success: true, message: messages('password.recoverySent') };
  });

  app.post('/api/check_recovery_code_actions', async (request, reply) => {
    const input = parseInput(checkRecoveryCodeRequest, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return (await accounts.checkRecoveryCode(input.recoveryCode))
      ? { valid: true }
      : { valid: false, message: messages('password.invalidResetLink') };
  });

  app.post('/api/complete_password_recovery_actions', async (request) => {
    const input = parseInput(completePasswordRecoveryRequest, request.body ?? {});
    await accounts.completePasswordRecovery(input.password, input.recoveryCode);
    return { success: true, message: messages('password.set') };
  });

  app.post('/api/sign_into_profile_actions', async (request, reply) => {
    const input = parseInput(signIntoProfileRequest, request.body ?? {});
    const userId = userIdOf(input.userId);
    if (!userId) throw notFound(serverMessage('user.notFound'));
    const { access, authContext } = await accounts.signIntoProfile(callerOf(request), userId);
    reply.header('cache-control', 'no-store');
    return { ...tokenAnswer(access), authContext };
  });

  app.post('/api/sign_out_from_profile_actions', async (request, reply) => {
    const { access, authContext } = await accounts.signOutFromProfile(callerOf(request));
    reply.header('cache-control', 'no-store');
    return { ...tokenAnswer(access), authContext };
  });
}

/**
 * The token part of every answer that opens, renews or switches a session (sign-in, refresh, profile
 * switches): one shape, built once (issue 17: it was built three times).
 */
function tokenAnswer(access: IssuedToken): { token: string; expiresAt: string; scopes: string[] } {
  return {
    token: access.token,
    expiresAt: access.expiresAt.toISOString(),
    scopes: [...access.principal.scopes],
  };
}
