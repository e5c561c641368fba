import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { QuoteWidget } from '@shipdeck/widgets';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../messages';
import { useAppSession, useSession } from '../session/SessionContext';
import { GuestContinueDialog } from './GuestContinueDialog';

const NO_WIDGET_TITLE = { 'widget.quoteTitle': '' } as const;

/**
 * /get-quote (spec 02 §2): the quote widget, over the session's client when signed in (account rates)
 * or a guest token. Continue to Shipping (spec 02 §4): a signed-in user gets a draft made from the
 * quote, stored, and opens it in the prepare wizard; a guest's draft is kept on this device and the
 * guest is asked to sign in.
 */
export function GetQuotePage() {
  const [guestQuote, setGuestQuote] = useState<ContinueToShippingPayload | null>(null);
  const { api, store } = useAppSession();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.kind === 'full' || s.kind === 'quick-access');

  const continueToShipping = async (quote: ContinueToShippingPayload) => {
    // The draft model (and its schema) loads only when a shopper continues: the quote page's first
    // load stays as small as it was (issue 8).
    const { draftOfQuote, keepQuoteAsUnsavedDraft, toShipmentDraftBody } = await import(
      './continueToShipping'
    );
    if (!signedIn) {
      keepQuoteAsUnsavedDraft(window.localStorage, quote);
      // After signing in, the guest lands in the wizard, which offers to restore the quote.
      store.getState().saveRedirectUrl('/prepare-shipment');
      setGuestQuote(quote);
      return;
    }
    const draft = draftOfQuote(quote);
    try {
      const created = await api.createDraft(toShipmentDraftBody(draft, new Date().toISOString()));
      navigate(`/draft/${encodeURIComponent(created.id)}`);
    } catch {
      // Not stored (offline, a refused call): the wizard starts from it and saves it on Continue.
      keepQuoteAsUnsavedDraft(window.localStorage, quote);
      navigate('/prepare-shipment');
    }
  };

  return (
    <>
      <h1 className="app-page-title">{t('getQuote.title')}</h1>
      <QuoteWidget
        // First-party: the app's CSS is ours and its tests read the page, so no shadow root here.
        shadow={false}
        {...(signedIn ? { client: api, guest: false } : {})}
        // The page has its own heading; the widget's own title would repeat it.
        messages={NO_WIDGET_TITLE}
        onContinue={(quote) => void continueToShipping(quote)}
      />
      {guestQuote && <GuestContinueDialog quote={guestQuote} onClose={() => setGuestQuote(null)} />}
    </>
  );
}
