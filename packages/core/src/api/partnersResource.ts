import type {
  CreatePartnerKeyRequest,
  PartnerKey,
  PartnerKeyCreated,
  UpdatePartnerKeyRequest,
} from '../contract/partners';
import { type ApiFailure, isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { PageRequest } from './quotesResource';
import type { ApiTransport } from './transport';

/**
 * Partner keys (issue 9, admin): list, create (the answer holds the secret key, once), change origins
 * and revoke. Create and update answer their 400/422 as an ApiFailure, so a form shows the violations
 * at their fields.
 */
export function partnersResource(transport: ApiTransport) {
  const body = <T>(data: unknown): T => transport.body(data as T);
  const path = (id: string) => `/partner_keys/${encodeURIComponent(id)}`;
  return {
    /** GET /partner_keys: newest first, with each key's quote count. */
    async partnerKeys(page: PageRequest = {}): Promise<Page<PartnerKey>> {
      const data = await transport.request<unknown>('/partner_keys', {
        query: { page: page.page ?? 1, itemsPerPage: page.itemsPerPage ?? 20 },
      });
      return unwrapCollection<PartnerKey>(data);
    },
    /** POST /partner_keys. */
    async createPartnerKey(request: CreatePartnerKeyRequest): Promise<PartnerKeyCreated | ApiFailure> {
      const data = await transport.request<PartnerKeyCreated>('/partner_keys', {
        method: 'POST',
        body: { ...request },
        tolerate: [400, 422],
      });
      return isApiFailure(data) ? data : body<PartnerKeyCreated>(data);
    },
    /** PATCH /partner_keys/{id}. */
    async updatePartnerKey(id: string, request: UpdatePartnerKeyRequest): Promise<PartnerKey | ApiFailure> {
      const data = await transport.request<PartnerKey>(path(id), {
        method: 'PATCH',
        body: { ...request },
        tolerate: [400, 409, 422],
      });
      return isApiFailure(data) ? data : body<PartnerKey>(data);
    },
    /** POST /partner_keys/{id}/revoke_actions. */
    async revokePartnerKey(id: string): Promise<PartnerKey> {
      return body<PartnerKey>(
        await transport.request<PartnerKey>(`${path(id)}/revoke_actions`, { method: 'POST', body: {} }),
      );
    },
  };
}
