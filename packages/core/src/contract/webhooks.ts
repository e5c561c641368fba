import * as z from 'zod/mini';
import { text } from './text';

/**
 * Webhooks (issue 14 "Tracking", docs/webhooks.md): an administrator registers an account's endpoints;
 * each status change of the account's shipments is sent to them as a signed event.
 */

/** The events an endpoint may subscribe to. `ping` is sent by the test button only, to any endpoint. */
export const WEBHOOK_EVENT_TYPES = ['shipment.status_changed'] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Shipdeck-Signature';
/** Receivers refuse a signature older (or further in the future) than this: a replayed request. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Decision: ten endpoints an account cover a partner's systems and staging; more is a sign of misuse. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Endpoints and delivery log pages (admin): 20 a page, newest first; up to 100. */
export const WEBHOOK_ENDPOINTS_PER_PAGE = 20;
export const WEBHOOK_DELIVERIES_PER_PAGE = 20;
export const MAX_WEBHOOK_PAGE = 100;

/** One endpoint as the admin list shows it; the secret itself only in the answer that creates it. */
export const webhookEndpoint = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  /** The account (user id) whose shipments' events go there. */
  account: text('id'),
  url: text('line'),
  description: text('line'),
  eventTypes: z.array(webhookEventType),
  enabled: z.boolean(),
  /** The secret's last 4 characters, so an admin can tell which one the partner holds. */
  secretHint: text('id'),
  /** ISO date-times, UTC. */
  createdOn: text('id'),
  updatedOn: text('id'),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** POST …/webhook_endpoints answers the endpoint once with its signing secret (`whsec_…`). */
export const webhookEndpointCreated = z.extend(webhookEndpoint, { secret: text('id') });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreated>;

/** POST /api/accounts/{accountId}/webhook_endpoints (admin). The URL is checked at its field. */
export const createWebhookEndpointRequest = z.object({
  url: text('line'),
  description: z.optional(text('line')),
  /** Absent: every event type. */
  eventTypes: z.optional(z.array(webhookEventType).check(z.minLength(1), z.maxLength(10))),
  enabled: z.optional(z.boolean()),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequest>;

/** PATCH …/webhook_endpoints/{id} (admin): absent fields stay; `enabled: false` disables it. */
export const updateWebhookEndpointRequest = z.object({
  url: z.optional(text('line')),
  description: z.optional(text('line')),
  eventTypes: z.optional(z.array(webhookEventType).check(z.minLength(1), z.maxLength(10))),
  enabled: z.optional(z.boolean()),
});
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequest>;

/** One attempt to deliver an event (the delivery log), newest first. */
export const webhookDelivery = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  eventId: text('id'),
  eventType: text('id'),
  /** 1 for the first attempt. */
  attempt: z.number(),
  /** The receiver's HTTP status; null when none came (refused, timed out). */
  statusCode: z.nullable(z.number()),
  succeeded: z.boolean(),
  durationMs: z.number(),
  error: z.nullable(text('line')),
  /** When the next attempt is due (a failure with attempts left), ISO date-time. */
  nextAttemptOn: z.nullable(text('id')),
  attemptedOn: text('id'),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/**
 * What a delivery's body holds (JSON): `shipment.status_changed` carries the shipment's tracking
 * number, carrier, status flag (spec 02 §4 bits), its state name and the latest scan; `ping` carries
 * the endpoint's id.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType | 'ping';
  /** ISO date-time, UTC: when the event happened (the same on every attempt). */
  created: string;
  data: Record<string, unknown>;
}

/** The pieces of a `Shipdeck-Signature` header, or null when it is not one. */
export function parseShipdeckSignature(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Compares two strings in time that depends on their length only (not where they differ). */
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export interface VerifyShipdeckSignatureOptions {
  /** The `Shipdeck-Signature` header as received. */
  header: string;
  /** The request body exactly as received (the bytes as text, before any JSON parsing). */
  body: string;
  /**
   * HMAC-SHA256 of `payload` with the endpoint's secret, in lower-case hex. Core has no crypto of its
   * own (no Node or DOM types): Node passes `(p) => createHmac('sha256', secret).update(p).digest('hex')`,
   * a browser or worker Web Crypto's `subtle.sign` (docs/webhooks.md#verifying).
   */
  hmacSha256Hex: (payload: string) => string | Promise<string>;
  /** Now, in unix seconds (Date.now() / 1000). */
  nowSeconds: number;
  toleranceSeconds?: number;
}

export type ShipdeckSignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'malformed' | 'expired' | 'mismatch' };

/**
 * Checks a delivery's signature as a receiver must: the header parses, its timestamp is within
 * WEBHOOK_TOLERANCE_SECONDS of now (a replay is refused), and one of its `v1` signatures equals the
 * HMAC of `t + "." + body`, compared in constant time.
 */
export async function verifyShipdeckSignature(
  options: VerifyShipdeckSignatureOptions,
): Promise<ShipdeckSignatureCheck> {
  const parsed = parseShipdeckSignature(options.header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(options.nowSeconds - parsed.timestamp) > tolerance) return { ok: false, reason: 'expired' };
  const expected = (await options.hmacSha256Hex(`${parsed.timestamp}.${options.body}`)).toLowerCase();
  return parsed.signatures.some((signature) => equalInConstantTime(signature, expected))
    ? { ok: true }
    : { ok: false, reason: 'mismatch' };
}
