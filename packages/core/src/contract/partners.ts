import * as z from 'zod/mini';
import { text } from './text';

/**
 * Partner keys (issue 9 "Partner keys", docs/partner-keys.md). A partner gets a publishable key bound
 * to the origins its pages are served from; the widget sends it with every call
 * (PUBLISHABLE_KEY_HEADER), and the API answers cross-origin calls from those origins only while the
 * key is not revoked.
 */
export { PUBLISHABLE_KEY_HEADER } from './publishableKeyHeader';

/** Publishable keys are public (they sit in the partner's HTML): `pk_live_…` or `pk_test_…`. */
export const PUBLISHABLE_KEY_PATTERN = /^pk_(?:live|test)_[A-Za-z0-9_-]{16,64}$/;
/** Secret keys stay on the partner's server: `sk_live_…` or `sk_test_…`, stored only as a hash. */
export const SECRET_KEY_PATTERN = /^sk_(?:live|test)_[A-Za-z0-9_-]{16,64}$/;

/** Decision: twenty origins cover a partner's shops and staging sites; more is a sign of misuse. */
export const MAX_PARTNER_ORIGINS = 20;

/**
 * Which key prefix the partner gets. Decision: the mode is a label both keys carry (pk_test_/sk_test_)
 * so a partner tells its staging and production keys apart; the API treats both alike (the carriers
 * behind it decide what is real).
 */
export const partnerKeyMode = z.enum(['live', 'test']);
export type PartnerKeyMode = z.infer<typeof partnerKeyMode>;

interface ParsedUrl {
  origin: string;
  pathname: string;
}

/**
 * The origin a partner typed, as a browser sends it in `Origin` (scheme, host, port other than the
 * default; lower case), or null when it is not one: a path, a query, credentials, a wildcard, `null`
 * or a scheme other than http(s) are refused. One trailing slash is forgiven ("https://shop.com/").
 */
export function partnerOrigin(value: string): string | null {
  const trimmed = value.trim().replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#@\s*]+$/i.test(trimmed)) return null;
  let url: ParsedUrl;
  try {
    // The WHATWG URL parser, which browsers and Node both have (core loads neither's type library).
    url = new (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL(trimmed);
  } catch {
    return null;
  }
  // The URL parser puts the host in the form browsers send (lower case, punycode, no default port).
  return url.origin === 'null' || url.pathname !== '/' ? null : url.origin;
}

/** One partner key as the admin list shows it. The secret key itself is never shown again. */
export const partnerKey = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  /** The partner (a shop, a marketplace). */
  name: text('line'),
  mode: partnerKeyMode,
  publishableKey: text('id'),
  /** The last characters of the secret key, so an admin can tell which one a partner holds. */
  secretKeyHint: text('id'),
  origins: z.array(text('line')),
  createdBy: z.nullable(text('id')),
  createdByName: z.nullable(text('line')),
  /** ISO date-time, UTC. */
  createdOn: text('id'),
  revokedOn: z.nullable(text('id')),
  /** Quotes the widget made with this key (counted from an index, docs/partner-keys.md). */
  quoteCount: z.number(),
});
export type PartnerKey = z.infer<typeof partnerKey>;

/** POST /api/partner_keys answers the new key once with its secret key (shown once, never stored). */
export const partnerKeyCreated = z.extend(partnerKey, { secretKey: text('id') });
export type PartnerKeyCreated = z.infer<typeof partnerKeyCreated>;

/** POST /api/partner_keys (admin). Origins are checked with partnerOrigin, at their field. */
export const createPartnerKeyRequest = z.object({
  name: text('line'),
  mode: z.optional(partnerKeyMode),
  origins: z.array(text('line')).check(z.maxLength(MAX_PARTNER_ORIGINS)),
});
export type CreatePartnerKeyRequest = z.infer<typeof createPartnerKeyRequest>;

/** PATCH /api/partner_keys/{id} (admin): rename or replace the origins; absent fields stay. */
export const updatePartnerKeyRequest = z.object({
  name: z.optional(text('line')),
  origins: z.optional(z.array(text('line')).check(z.maxLength(MAX_PARTNER_ORIGINS))),
});
export type UpdatePartnerKeyRequest = z.infer<typeof updatePartnerKeyRequest>;

/** What a widget session token may do: quote, and prepare a shipment (spec 03 §6 scopes). */
export const widgetSessionScope = z.enum(['quote', 'prepare']);
export type WidgetSessionScope = z.infer<typeof widgetSessionScope>;

/**
 * POST /api/widget_session_actions, authenticated by `Authorization: Bearer sk_…` (server to server).
 * `shopperId` is the partner's own reference for its signed-in shopper: the same reference sees the
 * same quotes in later sessions. Without it the session is anonymous (a fresh shopper).
 */
export const widgetSessionRequest = z.object({
  shopperId: z.optional(text('id').check(z.regex(/^[A-Za-z0-9._:@-]{1,128}$/))),
  scopes: z.optional(z.array(widgetSessionScope).check(z.minLength(1), z.maxLength(2))),
});
export type WidgetSessionRequest = z.infer<typeof widgetSessionRequest>;

export const widgetSessionResponse = z.object({
  token: text('token'),
  /** ISO date-time, UTC: the token is refused after it (15 minutes). */
  expiresAt: text('id'),
  scopes: z.array(widgetSessionScope),
  partnerKeyId: text('id'),
});
export type WidgetSessionResponse = z.infer<typeof widgetSessionResponse>;
