import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CreatePartnerKeyRequest,
  type PartnerKey,
  type PartnerKeyCreated,
  type PartnerKeyMode,
  PUBLISHABLE_KEY_PATTERN,
  partnerOrigin,
  SECRET_KEY_PATTERN,
  type UpdatePartnerKeyRequest,
  type Violation,
  type WidgetSessionRequest,
  type WidgetSessionResponse,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { AuditLog } from '../audit/auditLog';
import type { Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { PartnerKeyRow } from '../db/schema';
import { serverMessage } from '../messages';
import { ApiError, notFound, unprocessable } from '../platform/apiError';
import type { PublishableKeyInfo } from '../platform/cors';
import type { ListedPartnerKeyRow, PartnerKeyRepository } from './partnerKeyRepository';

/**
 * How long a looked-up key is reused by this process (every widget call names one). Revoking or
 * changing a key here forgets them at once; another server process sees it within this time, as
 * sessions do (SESSION_CACHE_MS).
 */
export const PARTNER_KEY_CACHE_MS = 2_000;
const CACHE_SIZE = 10_000;

export interface PartnerKeyServiceDeps {
  repository: PartnerKeyRepository;
  audit: AuditLog;
  tokens: TokenService;
  now: () => Date;
}

export type PartnerKeyView = PartnerKey & { '@id': string; '@type': 'PartnerKey' };

export interface PartnerKeyService {
  list(page: number, itemsPerPage: number): Promise<{ members: PartnerKeyView[]; total: number }>;
  create(actorId: string, request: CreatePartnerKeyRequest): Promise<PartnerKeyCreated & PartnerKeyView>;
  update(actorId: string, id: string, request: UpdatePartnerKeyRequest): Promise<PartnerKeyView>;
  revoke(actorId: string, id: string): Promise<PartnerKeyView>;
  /** The origin check's view of a publishable key (cached), or null when there is no such key. */
  publishableKey(publishableKey: string): Promise<PublishableKeyInfo | null>;
  /** The same by id (widget sessions name their key by id). */
  keyById(id: string): Promise<PublishableKeyInfo | null>;
  /** The unrevoked key a secret key belongs to, or null. */
  verifySecretKey(secretKey: string): Promise<{ partnerKeyId: string } | null>;
  /**
   * A widget session's principal while its key is unrevoked and is the key the request sends (when it
   * sends one), else null (401): revoking a key ends its sessions within PARTNER_KEY_CACHE_MS.
   */
  resolveSession(principal: Principal, requestKeyId: string | null): Promise<Principal | null>;
  /** A widget session token for a shopper of the partner (POST /api/widget_session_actions). */
  mintSession(partnerKeyId: string, request: WidgetSessionRequest): Promise<WidgetSessionResponse>;
}

/** SHA-256, hex: a secret key is 256 random bits, so a fast hash is enough (no guessing to slow down). */
export const hashSecretKey = (secretKey: string) => createHash('sha256').update(secretKey).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key pair of the mode: 192 random bits in the publishable key, 256 in the secret one. */
export function newKeyPair(mode: PartnerKeyMode): { publishableKey: string; secretKey: string } {
  return {
    publishableKey: `pk_${mode}_${randomBytes(24).toString('base64url')}`,
    secretKey: `sk_${mode}_${randomBytes(32).toString('base64url')}`,
  };
}

/**
 * Partner keys (issue 9, docs/partner-keys.md): administrators create, change and revoke them; the
 * origin check and widget sessions read them.
 */
export function createPartnerKeyService({
  repository,
  audit,
  tokens,
  now,
}: PartnerKeyServiceDeps): PartnerKeyService {
  const cache = new Map<string, { until: number; key: PublishableKeyInfo | null }>();

  async function cached(
    cacheKey: string,
    load: () => Promise<PartnerKeyRow | undefined>,
  ): Promise<PublishableKeyInfo | null> {
    const at = now().getTime();
    const hit = cache.get(cacheKey);
    if (hit && hit.until > at) return hit.key;
    const row = await load();
    const key = row ? { id: row.id, origins: row.origins, revoked: row.revokedOn !== null } : null;
    // Unknown keys are remembered too, so made-up keys cost one read per 2 s, not one per request.
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, { until: at + PARTNER_KEY_CACHE_MS, key });
    return key;
  }

  function keyById(id: string): Promise<PublishableKeyInfo | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return cached(`id:${id}`, () => repository.findById(id));
  }

  async function view(row: ListedPartnerKeyRow): Promise<PartnerKeyView> {
    const counts = await repository.quoteCounts([row.id]);
    return toView(row, counts.get(row.id) ?? 0);
  }

  async function existing(id: string): Promise<ListedPartnerKeyRow> {
    const row = UUID.test(id) ? await repository.findById(id) : undefined;
    if (!row) throw notFound(serverMessage('partnerKey.notFound'));
    return row;
  }

  return {
    async list(page, itemsPerPage) {
      const { rows, total } = await repository.list(itemsPerPage, (page - 1) * itemsPerPage);
      const counts = await repository.quoteCounts(rows.map((row) => row.id));
      return { members: rows.map((row) => toView(row, counts.get(row.id) ?? 0)), total };
    },

    async create(actorId, request) {
      const name = request.name.trim();
      const origins = checkedOrigins(request.origins);
      const violations = [...(name ? [] : [nameRequired()]), ...origins.violations];
      if (violations.length > 0) throw unprocessable(messages('generic.invalidNotice'), violations);
      const mode = request.mode ?? 'live';
      const { publishableKey, secretKey } = newKeyPair(mode);
      const id = randomUUID();
      await repository.insert({
        id,
        name,
        mode,
        publishableKey,
        secretKeyHash: hashSecretKey(secretKey),
        secretKeyHint: secretKey.slice(-4),
        origins: origins.values,
        createdBy: actorId,
        createdOn: now(),
      });
      await audit.record({
        actorId,
        subjectId: id,
        action: 'partnerKeyCreated',
        details: { name, mode, publishableKey, origins: origins.values },
      });
      return { ...(await view(await existing(id))), secretKey };
    },

    async update(actorId, id, request) {
      const row = await existing(id);
      if (row.revokedOn) throw new ApiError(409, 'PartnerKeyRevoked', serverMessage('partnerKey.revoked'));
      const name = request.name?.trim();
      const origins = request.origins ? checkedOrigins(request.origins) : undefined;
      const violations = [...(name === '' ? [nameRequired()] : []), ...(origins?.violations ?? [])];
      if (violations.length > 0) throw unprocessable(messages('generic.invalidNotice'), violations);
      const changes = { ...(name ? { name } : {}), ...(origins ? { origins: origins.values } : {}) };
      if (Object.keys(changes).length > 0) {
        await repository.update(id, changes);
        cache.clear();
        await audit.record({
          actorId,
          subjectId: id,
          action: 'partnerKeyUpdated',
          details: { ...changes, previousOrigins: row.origins },
        });
      }
      return view(await existing(id));
    },

    async revoke(actorId, id) {
      const row = await existing(id);
      if (await repository.revoke(id, actorId, now())) {
        cache.clear();
        await audit.record({
          actorId,
          subjectId: id,
          action: 'partnerKeyRevoked',
          details: { name: row.name, publishableKey: row.publishableKey },
        });
      }
      return view(await existing(id));
    },

    publishableKey(publishableKey) {
      if (!PUBLISHABLE_KEY_PATTERN.test(publishableKey)) return Promise.resolve(null);
      return cached(`pk:${publishableKey}`, () => repository.findByPublishableKey(publishableKey));
    },

    keyById,

    async verifySecretKey(secretKey) {
      if (!SECRET_KEY_PATTERN.test(secretKey)) return null;
      const row = await repository.findBySecretKeyHash(hashSecretKey(secretKey));
      return row && !row.revokedOn ? { partnerKeyId: row.id } : null;
    },

    async resolveSession(principal, requestKeyId) {
      const id = principal.partnerKeyId;
      if (!id || (requestKeyId !== null && requestKeyId !== id)) return null;
      const key = await keyById(id);
      return key && !key.revoked ? principal : null;
    },

    async mintSession(partnerKeyId, request) {
      const scopes = [...new Set(request.scopes ?? (['quote', 'prepare'] as const))];
      const issued = await tokens.issueWidgetSessionToken({
        partnerKeyId,
        shopper: request.shopperId ?? randomUUID(),
        scopes,
      });
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), scopes, partnerKeyId };
    },
  };
}

const nameRequired = (): Violation => ({
  propertyPath: 'name',
  message: messages('field.required', { label: messages('partnerKey.nameLabel') }),
  severity: 'error',
});

/**
 * Each origin as browsers send it (partnerOrigin), duplicates dropped; violations at their index.
 * (More than MAX_PARTNER_ORIGINS is refused by the contract already.)
 */
function checkedOrigins(input: readonly string[]): { values: string[]; violations: Violation[] } {
  const values: string[] = [];
  const violations: Violation[] = [];
  input.forEach((value, index) => {
    const origin = partnerOrigin(value);
    if (origin === null) {
      violations.push({
        propertyPath: `origins.${index}`,
        message: messages('partnerKey.originInvalid', { value: JSON.stringify(value.slice(0, 100)) }),
        severity: 'error',
      });
    } else if (!values.includes(origin)) values.push(origin);
  });
  if (input.length === 0) {
    violations.push({
      propertyPath: 'origins',
      message: messages('partnerKey.originsRequired'),
      severity: 'error',
    });
  }
  return { values, violations };
}

function toView(row: ListedPartnerKeyRow, quoteCount: number): PartnerKeyView {
  return {
    '@id': `/api/partner_keys/${row.id}`,
    '@type': 'PartnerKey',
    id: row.id,
    name: row.name,
    mode: row.mode,
    publishableKey: row.publishableKey,
    secretKeyHint: row.secretKeyHint,
    origins: row.origins,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdOn: row.createdOn.toISOString(),
    revokedOn: row.revokedOn?.toISOString() ?? null,
    quoteCount,
  };
}
