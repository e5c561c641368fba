import type {
  SubmitForFreightQuoteRequestInput,
  SubmitForFreightQuoteResponse,
  SupportRequestBodyInput,
  SupportRequestResponse,
} from '@shipdeck/core/contract';
import type { PrepareWizardStore } from '@shipdeck/core/shipment/wizard';

/** The two requests to the operations team (spec 01 §7); core's API client has both. */
export interface SupportApi {
  /** POST /submit_for_freight_quote_actions {quoteData, contactData}. */
  submitForFreightQuote(request: SubmitForFreightQuoteRequestInput): Promise<SubmitForFreightQuoteResponse>;
  /** POST /support_requests: the answer carries the request's id. */
  sendSupportRequest(request: SupportRequestBodyInput): Promise<SupportRequestResponse>;
}

/** How customer support is reached (spec 03 §8 error popup: phone, chat and e-mail); each is optional. */
export interface SupportContacts {
  phone?: string;
  email?: string;
  /** A page that opens the chat. */
  chatUrl?: string;
}

/** What Save & Send to Support answers: the stored draft and the support request about it. */
export interface SentToSupport {
  draftId: string | null;
  requestId: string;
}

/**
 * Save & Send to Support (spec 01 §4, spec 03 §8): saves the draft (created or updated), then sends a
 * support request naming it, the rate shown and the step. Null when the draft could not be saved (the
 * store says why in its notices); a refused request throws with the message to show.
 */
export async function sendDraftToSupport(
  store: PrepareWizardStore,
  support: SupportApi,
  request: { message: string; notes?: string; name?: string },
): Promise<SentToSupport | null> {
  if (!(await store.getState().saveDraft(request.name))) return null;
  const { draft, currentRate, step } = store.getState();
  const answer = await support.sendSupportRequest({
    message: request.message,
    ...(request.notes?.trim() ? { notes: request.notes.trim() } : {}),
    draftId: draft.id,
    rateId: currentRate?.id ?? null,
    step,
  });
  return { draftId: draft.id, requestId: answer.id };
}

/** An error's message to show, or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
