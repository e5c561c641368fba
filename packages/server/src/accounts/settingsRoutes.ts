import {
  changeEmailRequest,
  confirmEmailChangeRequest,
  updateBillingInformationRequest,
  updateProfileRequest,
} from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { AccountService } from './accountService';
import { BILLING_INFORMATION_IRI } from './settingsService';
import { userIdOf } from './userView';

/**
 * The account's settings (spec 03 §2, §7): billing information and its contact, and the person's own
 * profile and e-mail (beyond the spec, whose settings page was read-only).
 */
export async function settingsRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountService },
): Promise<void> {
  app.get('/api/billing_informations', async (request, reply) => {
    const information = await accounts.billingInformation(callerOf(request));
    reply.header('cache-control', 'no-store');
    return hydraCollection('BillingInformation', BILLING_INFORMATION_IRI, [information], 1);
  });

  app.put<{ Params: { id: string } }>('/api/billing_informations/:id', async (request, reply) => {
    const id = userIdOf(request.params.id);
    if (!id) throw notFound(serverMessage('billing.notFound'));
    const body = parseInput(updateBillingInformationRequest, request.body);
    reply.header('cache-control', 'no-store');
    const information = await accounts.updateBillingContact(callerOf(request), id, body);
    return { '@context': contextIri('BillingInformation'), ...information };
  });

  app.patch('/api/users/me', async (request, reply) => {
    const body = parseInput(updateProfileRequest, request.body ?? {});
    const caller = callerOf(request);
    await accounts.updateProfile(caller, body);
    reply.header('cache-control', 'no-store');
    return { '@context': contextIri('User'), ...(await accounts.currentUser(caller)) };
  });

  app.post('/api/change_email_actions', async (request, reply) => {
    const body = parseInput(changeEmailRequest, request.body ?? {});
    const { message } = await accounts.requestEmailChange(callerOf(request), body);
    reply.header('cache-control', 'no-store');
    return { success: true, message };
  });

  app.post('/api/confirm_email_change_actions', async (request, reply) => {
    const { code } = parseInput(confirmEmailChangeRequest, request.body ?? {});
    const { message } = await accounts.confirmEmailChange(code);
    reply.header('cache-control', 'no-store');
    return { success: true, message };
  });
}
