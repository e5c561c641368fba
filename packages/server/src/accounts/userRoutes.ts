import {
  changePasswordRequest,
  MAX_USERS_PER_PAGE,
  syncUserRequest,
  USERS_PER_PAGE,
  userSearchQuery,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { AccountService } from './accountService';
import { toAuditLogEntry, userIdOf } from './userView';

export { MAX_USERS_PER_PAGE, USERS_PER_PAGE };
/** View Log shows the latest entries of a user. */
export const AUDIT_LOG_LIMIT = 200;

function idParam(value: string): string {
  const id = userIdOf(value);
  if (!id) throw notFound(serverMessage('user.notFound'));
  return id;
}

/** The current user, users search, one user, sync, staff password change and View Log (spec 03 §7). */
export async function userRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountService },
): Promise<void> {
  app.get('/api/users/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { '@context': '/api/contexts/User', ...(await accounts.currentUser(callerOf(request))) };
  });

  app.get<{ Params: { id: string } }>('/api/users/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await accounts.getUser(callerOf(request), idParam(request.params.id));
    return { '@context': '/api/contexts/User', ...user };
  });

  app.get('/api/users', async (request, reply) => {
    const query = parseInput(userSearchQuery, request.query);
    const { members, total } = await accounts.search(query.search, query.page, query.itemsPerPage);
    reply.header('cache-control', 'no-store');
    return hydraCollection('User', '/api/users', members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(query.search ? { query: { search: query.search } } : {}),
    });
  });

  app.post('/api/sync_user_actions', async (request) => {
    const input = parseInput(syncUserRequest, request.body ?? {});
    const caller = callerOf(request);
    return accounts.syncUser(caller.session?.userId as string, input);
  });

  app.post<{ Params: { id: string } }>('/api/users/:id/change_password_actions', async (request) => {
    const input = parseInput(changePasswordRequest, request.body ?? {});
    const caller = callerOf(request);
    const { name } = await accounts.changePasswordByStaff(
      caller.session?.userId as string,
      idParam(request.params.id),
      input.password,
    );
    return { success: true, message: messages('password.staffChanged', { name }) };
  });

  app.get<{ Params: { id: string } }>('/api/users/:id/audit_log', async (request, reply) => {
    const rows = await accounts.auditLogOf(idParam(request.params.id), AUDIT_LOG_LIMIT);
    reply.header('cache-control', 'no-store');
    const entries = rows.map(toAuditLogEntry);
    return hydraCollection(
      'AuditLogEntry',
      `/api/users/${request.params.id}/audit_log`,
      entries,
      entries.length,
    );
  });
}
