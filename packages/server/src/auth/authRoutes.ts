import type { GuestAuthTokenResponse } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { contextIri } from '../platform/jsonld';
import type { TokenService } from './tokens';

/**
 * POST /api/guest_auth_token_actions (spec 03 §7, auth-free): a token whose only scope is quoting.
 * Any body is ignored. Tokens are never cached by anyone on the way.
 */
export async function authRoutes(app: FastifyInstance, { tokens }: { tokens: TokenService }): Promise<void> {
  app.post('/api/guest_auth_token_actions', async (_request, reply) => {
    const issued = await tokens.issueGuestToken();
    reply.header('cache-control', 'no-store');
    const answer: GuestAuthTokenResponse = { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    return { '@context': contextIri('GuestAuthToken'), '@type': 'GuestAuthToken', ...answer };
  });
}
