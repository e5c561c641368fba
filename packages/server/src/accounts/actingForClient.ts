import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/auditLog';
import { isActingForClient, type Principal } from '../auth/principal';
import { serverMessage } from '../messages';
import { ApiError } from '../platform/apiError';
import { userIdOf } from './userView';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Audited on their own (signIntoProfile / signOutFromProfile entries). */
const PROFILE_ROUTES = new Set(['/api/sign_into_profile_actions', '/api/sign_out_from_profile_actions']);

function claimedUsers(request: FastifyRequest): { ownedBy?: unknown; createdBy?: unknown } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body !== null && typeof request.body === 'object'
      ? (request.body as Record<string, unknown>)
      : {};
  return { ownedBy: body.ownedBy ?? query.ownedBy, createdBy: body.createdBy ?? query.createdBy };
}

/**
 * The check of ownedBy / createdBy below, for claims a route reads itself (the fields of a multipart
 * form, which the hook does not parse): 403 OwnerMismatch unless they name the caller's owner or the caller.
 */
export function checkClaimedUsers(
  principal: Principal | null,
  { ownedBy, createdBy }: { ownedBy?: unknown; createdBy?: unknown },
): void {
  if (!principal?.session || (ownedBy === undefined && createdBy === undefined)) return;
  const { userId, ownerId } = principal.session;
  const named = (value: unknown) =>
    value === undefined || value === null ? undefined : (userIdOf(value) ?? 'invalid');
  const owner = named(ownedBy);
  const creator = named(createdBy);
  const ownerOk = owner === undefined || owner === ownerId;
  const creatorOk = creator === undefined || creator === ownerId || creator === userId;
  if (!ownerOk || !creatorOk) throw new ApiError(403, 'OwnerMismatch', serverMessage('auth.ownerMismatch'));
}

/**
 * ownedBy / createdBy (spec 03 §6-§7: "requests made for another user carry ownedBy and
 * createdBy"). The server takes the owner from the verified session, never from the request;
 * these fields are honoured only as a check: for a staff member acting for a client they must
 * name that client (or the staff member as creator), and for anyone else they may only name the
 * caller. Anything else is refused (403): a client can never act on another's data by naming it.
 * Every write by a staff member acting for a client lands in the audit log (docs/security.md#audit-log).
 */
export function installActingForClient(app: FastifyInstance, audit: AuditLog): void {
  app.addHook('preHandler', async (request) => {
    checkClaimedUsers(request.principal, claimedUsers(request));
  });

  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal;
    if (!principal?.session || !isActingForClient(principal)) return;
    if (!WRITES.has(request.method) || PROFILE_ROUTES.has(request.routeOptions.url ?? '')) return;
    await audit
      .record({
        actorId: principal.session.userId,
        subjectId: principal.session.ownerId,
        action: 'writeForClient',
        details: {
          method: request.method,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
        },
      })
      .catch((error: unknown) =>
        request.log.error({ err: String(error) }, 'audit entry could not be written'),
      );
  });
}
