import { randomUUID } from 'node:crypto';
import type { SubmitForFreightQuoteRequest, SupportRequestBody, Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { createValidationContext, validateFreightQuoteForm } from '@shipdeck/core/validation';
import { userIri } from '../accounts/userView';
import type { Principal } from '../auth/principal';
import type { DraftRepository } from '../drafts/draftRepository';
import type { MailTransport } from '../mail/mailTransport';
import { serverMessage } from '../messages';
import { forbidden, notFound, unprocessable } from '../platform/apiError';
import type { BackgroundTasks } from '../platform/backgroundTasks';
import type { SupportRepository } from './supportRepository';

export interface SupportServiceDeps {
  repository: SupportRepository;
  drafts: DraftRepository;
  mail: MailTransport;
  background: BackgroundTasks;
  /** The operations team's mailbox (SHIPDECK_OPERATIONS_EMAIL). */
  operationsEmail: string;
  now: () => Date;
}

export interface SupportService {
  requestFreightQuote(
    caller: Principal,
    request: SubmitForFreightQuoteRequest,
    origin?: { partnerKeyId?: string | null },
  ): Promise<{ id: string }>;
  requestSupport(caller: Principal, request: SupportRequestBody): Promise<{ id: string }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A mail carries the request's data for the team; the stored row keeps all of it. */
const MAIL_DATA_LIMIT = 20_000;

/**
 * Requests to the operations team: each is stored first (the answer names a stored request, issue 7),
 * then mailed to the team after the answer, as recovery mails are (platform/backgroundTasks.ts): a slow
 * or failing mail server neither delays nor fails the person's request, and a failure is logged.
 */
export function createSupportService(deps: SupportServiceDeps): SupportService {
  const { repository, mail, background, operationsEmail, now } = deps;
  const mailTeam = (name: string, subject: string, lines: string[]) =>
    background.run(name, () => mail.send({ to: operationsEmail, subject, text: lines.join('\n') }));

  return {
    async requestFreightQuote(caller, { quoteData, contactData }, origin = {}) {
      const t = createValidationContext();
      const violations: Violation[] = validateFreightQuoteForm(
        {
          contactName: contactData.contactName,
          phoneNumber: contactData.phoneNumber,
          phoneNumberExtension: contactData.phoneNumberExtension,
          email: contactData.email,
          readyDate: contactData.readyDate,
          typeOfFreightService: contactData.freightService,
          otherComments: contactData.otherComments,
          country: contactData.countryCode,
        },
        t,
      ).map((violation) => ({ ...violation, propertyPath: `contactData.${violation.propertyPath}` }));
      const readyDate = contactData.readyDate.trim() || yyyymmdd(now());
      if (!isYyyymmdd(readyDate)) {
        violations.push({
          propertyPath: 'contactData.readyDate',
          message: serverMessage('field.invalid', { label: messages('draft.label.readyDate') }),
          severity: 'error',
        });
      }
      const errors = violations.filter((violation) => violation.severity !== 'warning');
      if (errors.length > 0) throw unprocessable((errors[0] as Violation).message, errors);

      const id = randomUUID();
      const contact = { ...contactData, readyDate };
      await repository.saveFreightQuoteRequest({
        id,
        ownerSubject: caller.subject,
        userId: caller.session?.ownerId ?? null,
        createdBy: caller.session?.userId ?? null,
        partnerKeyId: origin.partnerKeyId ?? null,
        quoteData,
        contactData: contact,
        createdOn: now(),
      });
      mailTeam('freight quote mail', `Freight quote request ${id}`, [
        'A freight quote was requested (freight quotes take 24-48 hours).',
        '',
        `Request: ${id}`,
        `From: ${senderOf(caller)}`,
        `Contact: ${contact.contactName || '-'}`,
        `Telephone: ${contact.phoneNumber}${contact.phoneNumberExtension ? ` ext. ${contact.phoneNumberExtension}` : ''}`,
        `E-mail: ${contact.email || '-'}`,
        `Country: ${contact.countryCode}`,
        `Ready date: ${readyDate}`,
        `Freight service: ${contact.freightService ?? '-'}`,
        `Comments: ${contact.otherComments || '-'}`,
        '',
        'Shipment data:',
        truncated(JSON.stringify(quoteData, null, 2)),
      ]);
      return { id };
    },

    async requestSupport(caller, request) {
      if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
      const { ownerId, userId } = caller.session;
      const message = request.message.trim();
      const notes = request.notes?.trim() ?? '';
      if (!message && !notes) {
        const required = messages('field.required', { label: 'Message' });
        throw unprocessable(required, [{ propertyPath: 'message', message: required, severity: 'error' }]);
      }
      // A draft named must be the owner's own (docs/security.md#ownership-of-data): another's reads as not found.
      let draftId: string | null = null;
      if (request.draftId) {
        const found = UUID.test(request.draftId)
          ? await deps.drafts.find(request.draftId.toLowerCase(), `user:${ownerId}`)
          : undefined;
        if (!found) throw notFound(messages('draft.notFound'));
        draftId = found.id;
      }
      const id = randomUUID();
      const { message: _m, notes: _n, draftId: _d, rateId, step, page, ...rest } = request;
      const details = Object.fromEntries(Object.entries(rest).filter(([, value]) => value != null));
      await repository.saveSupportRequest({
        id,
        ownerId,
        createdBy: userId,
        draftId,
        rateId: rateId ?? null,
        step: step ?? null,
        page: page ?? null,
        message: [message, notes].filter(Boolean).join('\n\n'),
        details: { ...details, ...(notes ? { notes } : {}) },
        createdOn: now(),
      });
      mailTeam(
        'support request mail',
        `Support request ${id}${step ? ` (${step})` : page ? ` (${page})` : ''}`,
        [
          `Request: ${id}`,
          `From: ${senderOf(caller)}`,
          ...(draftId ? [`Draft: /api/shipment_drafts/${draftId}`] : []),
          ...(rateId ? [`Rate: ${rateId}`] : []),
          ...(step ? [`Step: ${step}`] : []),
          ...(page ? [`Page: ${page}`] : []),
          ...Object.entries(details).map(([key, value]) => `${key}: ${String(value)}`),
          '',
          ...(message ? [message] : []),
          ...(notes ? ['', `Notes: ${notes}`] : []),
        ],
      );
      return { id };
    },
  };
}

/** Who sent it: the account, and the person acting for it when that is someone else (spec 03 §6). */
function senderOf(caller: Principal): string {
  if (!caller.session) return caller.subject.startsWith('partner:') ? 'a partner widget shopper' : 'a guest';
  const { ownerId, userId } = caller.session;
  return ownerId === userId
    ? `account ${userIri(ownerId)}`
    : `account ${userIri(ownerId)}, sent by ${userIri(userId)} (acting for the client)`;
}

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

function isYyyymmdd(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && yyyymmdd(date) === value;
}

const truncated = (text: string) =>
  text.length > MAIL_DATA_LIMIT
    ? `${text.slice(0, MAIL_DATA_LIMIT)}\n… (the rest is stored with the request)`
    : text;
