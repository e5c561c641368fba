import type { ActionResult } from '../contract/auth';
import type {
  BillingInformationResource,
  ChangeEmailRequest,
  UpdateBillingInformationRequest,
  UpdateProfileRequest,
} from '../contract/settings';
import type { CurrentUserResponse } from '../contract/users';
import { unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

/**
 * The account's settings (spec 03 §2, §7): its billing information and billing contact, the person's
 * name, company and phone, and an e-mail change confirmed by a mailed link (beyond the spec).
 */
export function billingResource(transport: ApiTransport) {
  const body = (value: object) => value as Record<string, unknown>;
  return {
    /** GET /billing_informations?page=1: the first member is the account's (spec 03 §7). */
    async billingInformation(): Promise<BillingInformationResource | null> {
      const data = await transport.request<unknown>('/billing_informations', { query: { page: 1 } });
      return unwrapCollection<BillingInformationResource>(data).items[0] ?? null;
    },
    /** PUT /billing_informations/{id} {billingContact}; the answer carries the saved billingContact. */
    async updateBillingContact(
      id: string,
      request: UpdateBillingInformationRequest,
    ): Promise<BillingInformationResource> {
      const data = await transport.request<BillingInformationResource>(
        `/billing_informations/${encodeURIComponent(id)}`,
        { method: 'PUT', body: body(request) },
      );
      return transport.body(data);
    },
    /** PATCH /users/me: name, company or phone; answers the current user as GET /users/me does. */
    async updateProfile(request: UpdateProfileRequest): Promise<CurrentUserResponse> {
      const data = await transport.request<CurrentUserResponse>('/users/me', {
        method: 'PATCH',
        body: body(request),
      });
      return transport.body(data);
    },
    /** POST /change_email_actions: mails a confirmation link to the new address. */
    async changeEmail(request: ChangeEmailRequest): Promise<ActionResult> {
      const data = await transport.request<ActionResult>('/change_email_actions', {
        method: 'POST',
        body: body(request),
      });
      return transport.body(data);
    },
    /** POST /confirm_email_change_actions {code}: the link's code (the page needs no session). */
    async confirmEmailChange(code: string): Promise<ActionResult> {
      const data = await transport.request<ActionResult>('/confirm_email_change_actions', {
        method: 'POST',
        body: { code },
        auth: false,
      });
      return transport.body(data);
    },
  };
}
