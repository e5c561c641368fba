import { QuoteWidget } from '@shipdeck/widgets';
import { useState } from 'react';
import { t } from '../messages';
import { useAppSession, useSession } from '../session/SessionContext';
import { GuestContinueDialog } from './GuestContinueDialog';
import { type PendingQuoteDraft, savePendingQuoteDraft } from './pendingQuoteDraft';

const NO_WIDGET_TITLE = { 'widget.quoteTitle': '' } as const;

/**
 * /get-quote (spec 02 §2): the quote widget over a guest token (the API is on this origin). Every
 * visitor is a guest until accounts exist, so Continue to Shipping saves the draft locally and asks
 * to sign in (spec 02 §4).
 */
export function GetQuotePage() {
  const [saved, setSaved] = useState<PendingQuoteDraft | null>(null);
  const { api } = useAppSession();
  // A signed-in session quotes with its own token (account rates; a CSR's quote lands in the client's
  // list); a visitor or guest quotes with the widget's guest token.
  const signedIn = useSession((s) => s.kind === 'full' || s.kind === 'quick-access');
  return (
    <>
      <h1 className="app-page-title">{t('getQuote.title')}</h1>
      <QuoteWidget
        // First-party: the app's CSS is ours and its tests read the page, so no shadow root here.
        shadow={false}
        {...(signedIn ? { client: api, guest: false } : {})}
        // The page has its own heading; the widget's own title would repeat it.
        messages={NO_WIDGET_TITLE}
        onContinue={(quote) => setSaved(savePendingQuoteDraft(window.localStorage, quote))}
      />
      {saved && <GuestContinueDialog draft={saved} onClose={() => setSaved(null)} />}
    </>
  );
}
