import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteKey, RoutePolicy } from '../auth/permissions';
import { serverMessage } from '../messages';
import { ApiError } from '../platform/apiError';
import type { RateLimitStore } from './rateLimitStore';

/**
 * One budget of a route: at most `max` requests per `windowMs`, counted per client address, per
 * caller (the token's subject: one guest, one account) or per target (the e-mail or number a mail
 * would go to, so a third party's inbox cannot be flooded from many addresses).
 */
export interface RateRule {
  max: number;
  windowMs: number;
  /** `partner`: per partner key (issue 9): all of a partner's widgets and sessions together. */
  by: 'address' | 'caller' | 'target' | 'partner';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What recovery would mail: the identifier typed, as the lookup reads it. */
const recoveryTarget = (body: unknown) => textField(body, 'emailOrId')?.toLowerCase();
/** Sign-up mails the address in its form (sent as a JSON string in `payload`). */
function signUpTarget(body: unknown): string | undefined {
  const payload = textField(body, 'payload');
  if (payload === undefined) return textField(body, 'email')?.toLowerCase();
  try {
    return textField(JSON.parse(payload), 'email')?.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * THE table of request budgets (issue 7 item 7): every route that needs no account, and every route
 * that sends mail, beside ROUTE_PERMISSIONS. Decisions: generous for people (a shop's staff behind one
 * address), tight where a request costs a mail or a password hash.
 */
export const RATE_LIMITS: Partial<
  Record<RouteKey, { rules: RateRule[]; target?: (body: unknown) => string | undefined }>
> = {
  // Public reads: the app and a partner's widgets load them on each page, and answers are cached.
  'GET /api/docs': { rules: [{ max: 120, windowMs: MINUTE, by: 'address' }] },
  'GET /api/docs.json': { rules: [{ max: 120, windowMs: MINUTE, by: 'address' }] },
  'GET /api/contexts/:type': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/country_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/currency_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  // Each request mails the operations team: enough for a person, not for a flood (a guest may ask for a
  // freight quote, so per caller and per address).
  'POST /api/submit_for_freight_quote_actions': {
    rules: [
      { max: 10, windowMs: HOUR, by: 'caller' },
      { max: 30, windowMs: HOUR, by: 'address' },
    ],
  },
  'POST /api/support_requests': {
    rules: [
      { max: 20, windowMs: HOUR, by: 'caller' },
      { max: 60, windowMs: HOUR, by: 'address' },
    ],
  },
  // An import reads up to 5 MB on a spreadsheet thread, an export writes the whole book (OWASP API4:
  // unrestricted resource consumption): plenty for a person fixing and importing a file again and again.
  'POST /api/import_addresses': { rules: [{ max: 60, windowMs: HOUR, by: 'caller' }] },
  'GET /api/saved_addresses/export': { rules: [{ max: 120, windowMs: HOUR, by: 'caller' }] },
  // An order file is read the same way (issue 15).
  'POST /api/import_orders': { rules: [{ max: 60, windowMs: HOUR, by: 'caller' }] },
  // The prepare flow's option lists (spec 01 §7): the same budget as the two above.
  'GET /api/ftr_exemption_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/who_pays_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/terms_of_trade_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/item_quantity_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/invoice_type_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/eei_filing_type_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/export_type_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/carrier_services': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/additional_service_options': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'GET /api/feature_flags': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  'POST /api/guest_auth_token_actions': { rules: [{ max: 60, windowMs: MINUTE, by: 'address' }] },
  'POST /api/authentication_token': { rules: [{ max: 30, windowMs: MINUTE, by: 'address' }] },
  'POST /api/authentication_token/refresh': { rules: [{ max: 60, windowMs: MINUTE, by: 'address' }] },
  'POST /api/account_auth_token_actions': { rules: [{ max: 20, windowMs: MINUTE, by: 'address' }] },
  'POST /api/sign_up_actions': {
    rules: [
      { max: 10, windowMs: HOUR, by: 'address' },
      { max: 3, windowMs: HOUR, by: 'target' },
    ],
    target: signUpTarget,
  },
  'POST /api/instant_sign_up_actions': {
    rules: [
      { max: 10, windowMs: HOUR, by: 'address' },
      { max: 3, windowMs: HOUR, by: 'target' },
    ],
    target: signUpTarget,
  },
  'POST /api/start_password_recovery_actions': {
    rules: [
      { max: 10, windowMs: HOUR, by: 'address' },
      { max: 3, windowMs: HOUR, by: 'target' },
    ],
    target: recoveryTarget,
  },
  // A code is 256 random bits: the budget is for a person opening their link, not against guessing.
  'POST /api/check_recovery_code_actions': { rules: [{ max: 30, windowMs: HOUR, by: 'address' }] },
  'POST /api/complete_password_recovery_actions': { rules: [{ max: 20, windowMs: HOUR, by: 'address' }] },
  'POST /api/sign_out_actions': { rules: [{ max: 60, windowMs: MINUTE, by: 'address' }] },
  // Guests rate for free: a budget per guest and per address keeps the carriers' capacity for people.
  'POST /api/rate_shipment_actions': {
    rules: [
      { max: 600, windowMs: MINUTE, by: 'caller' },
      { max: 3000, windowMs: MINUTE, by: 'address' },
      // Issue 9: one partner's shoppers together (100 quotes a second), so no partner takes the rest's share.
      { max: 6000, windowMs: MINUTE, by: 'partner' },
    ],
  },
  // A partner's server mints a session per page view of a signed-in shopper.
  'POST /api/widget_session_actions': { rules: [{ max: 1200, windowMs: MINUTE, by: 'partner' }] },
  // A partner's server sends its shops' orders one call each (issue 15): 20 a second per secret key.
  'POST /api/order_webhook_actions': { rules: [{ max: 1200, windowMs: MINUTE, by: 'partner' }] },
  'GET /api/data/postal-codes': { rules: [{ max: 600, windowMs: MINUTE, by: 'address' }] },
  // Issue 10, settings: a change mails the new address; the password it carries is checked, so the
  // caller's budget also bounds guessing with a stolen session. The link's code is 256 random bits.
  'POST /api/change_email_actions': {
    rules: [
      { max: 10, windowMs: HOUR, by: 'caller' },
      { max: 3, windowMs: HOUR, by: 'target' },
    ],
    target: (body) => textField(body, 'email')?.trim().toLowerCase(),
  },
  'POST /api/confirm_email_change_actions': { rules: [{ max: 30, windowMs: HOUR, by: 'address' }] },
  // Issue 14: a number shows where a parcel is; a budget per caller and per address keeps anyone from
  // walking the number space (guests mint tokens freely, so the address budget is the one that holds).
  'GET /api/tracking/:trackingNumber': {
    rules: [
      { max: 60, windowMs: MINUTE, by: 'caller' },
      { max: 120, windowMs: MINUTE, by: 'address' },
      { max: 1000, windowMs: HOUR, by: 'address' },
    ],
  },
};

/**
 * Counts each request against its route's budgets before the handler runs (after the body is read,
 * so a target can be taken from it). Over a budget: 429 RateLimited with Retry-After, as a hydra error.
 */
export function installRateLimits(
  app: FastifyInstance,
  options: { store: RateLimitStore; limits?: typeof RATE_LIMITS },
): void {
  const limits = options.limits ?? RATE_LIMITS;
  // Fail closed, as the permission table does: an auth-free route without a budget cannot start.
  app.addHook('onRoute', (route) => {
    const policy = (route.config as { requires?: RoutePolicy } | undefined)?.requires;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}` as RouteKey;
      if (policy?.requires === 'public' && !limits[key]) {
        throw new Error(
          `${key} needs no account but has no budget in RATE_LIMITS (src/rateLimit/rateLimits.ts)`,
        );
      }
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route) return;
    const entry = limits[`${request.method} ${route}` as RouteKey];
    if (!entry) return;
    for (const [index, rule] of entry.rules.entries()) {
      const who = subjectOf(request, rule.by, entry.target);
      if (who === undefined) continue;
      const { count, resetAt } = await options.store.hit(
        `${request.method} ${route}#${index}|${rule.by}:${who}`,
        rule.windowMs,
      );
      if (count > rule.max) {
        const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        reply.header('retry-after', String(seconds));
        throw new ApiError(429, 'RateLimited', serverMessage('request.rateLimited', { seconds }));
      }
    }
  });
}

function subjectOf(
  request: FastifyRequest,
  by: RateRule['by'],
  target: ((body: unknown) => string | undefined) | undefined,
): string | undefined {
  if (by === 'address') return clientKeyOf(request.ip);
  if (by === 'caller') return request.principal?.subject ?? clientKeyOf(request.ip);
  // Calls without a partner key are not counted by this rule.
  if (by === 'partner')
    return request.principal?.partnerKeyId ?? request.partnerKey?.id ?? request.partnerCaller?.partnerKeyId;
  const value = target?.(request.body);
  return value ? value.slice(0, 320) : undefined;
}

/**
 * The part of an address that names one client. An IPv4 address (also as ::ffff:a.b.c.d) is one;
 * an IPv6 host usually holds a whole /64 (RFC 6177), and could take a fresh address per request, so
 * its budget is its /64's.
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

function textField(value: unknown, name: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' ? field.trim() : undefined;
}
