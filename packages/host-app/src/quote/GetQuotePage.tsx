// The common and auth texts only (issue 8: the full catalogue stays out of this page's first load).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { QuoteWidget } from '@shipdeck/widgets';
import { lazy, Suspense, useState } from 'react';
import { inspectQuoteUrlOf } from '../inspection/inspectQuoteUrl';
import { t } from '../messages';
import { useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { PasswordProtectedDialog } from '../shell/lazyDialogs';
import { useFeedback } from '../ui/Feedback';

// Shown only when a guest continues to shipping: its own chunk (issue 8).
const GuestContinueDialog = lazy(() =>
  import('./GuestContinueDialog').then((m) => ({ default: m.GuestContinueDialog })),
);

const NO_WIDGET_TITLE = { 'widget.quoteTitle': '' } as const;

/**
 * /get-quote (spec 02 §2): the quote widget, over the session's client when signed in (account rates)
 * or a guest token. Continue to Shipping (spec 02 §4): a signed-in user gets a draft made from the
 * quote, stored, and opens it in the prepare wizard (a quick-access session is asked for its password
 * first); an inactive or suspended user gets the notice instead; a guest's draft is kept on this
 * device and the guest is asked to sign in.
 */
export function GetQuotePage() {
  const [guestQuote, setGuestQuote] = useState<ContinueToShippingPayload | null>(null);
  const { api, store } = useAppSession();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.kind === 'full' || s.kind === 'quick-access');
  const feedback = useFeedback();
  // A quick-access session's saved draft, waiting for the password prompt (spec 02 §4).
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const inspectQuoteUrl = useSession(inspectQuoteUrlOf);

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
    // spec 02 §4: an inactive user gets the inactive notice, a suspended one (not whitelisted) the
    // suspended notice; both may still quote. The wizard's own page would refuse them the same way.
    const access = store.getState().routeAccess('/prepare-shipment').kind;
    if (access === 'inactive' || access === 'suspended') {
      feedback.popup({
        kind: 'info',
        text: messages(access === 'inactive' ? 'account.inactive' : 'account.suspended'),
      });
      return;
    }
    // spec 02 §4, 03 §4: a quick-access session has the draft saved first, then the password modal
    // (and the temporary-password warning), which opens the draft once given.
    const quickAccess = store.getState().kind === 'quick-access';
    const go = (to: string) => (quickAccess ? setPasswordFor(to) : navigate(to));
    const draft = draftOfQuote(quote);
    try {
      const created = await api.createDraft(toShipmentDraftBody(draft, new Date().toISOString()));
      go(`/draft/${encodeURIComponent(created.id)}`);
    } catch {
      // Not stored (offline, a refused call): the wizard starts from it and saves it on Continue.
      keepQuoteAsUnsavedDraft(window.localStorage, quote);
      go('/prepare-shipment');
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
        {...(inspectQuoteUrl ? { inspectQuoteUrl } : {})}
        onContinue={(quote) => void continueToShipping(quote)}
      />
      {guestQuote && (
        <Suspense fallback={null}>
          <GuestContinueDialog quote={guestQuote} onClose={() => setGuestQuote(null)} />
        </Suspense>
      )}
      {passwordFor && <PasswordProtectedDialog landing={passwordFor} onClose={() => setPasswordFor(null)} />}
    </>
  );
}
