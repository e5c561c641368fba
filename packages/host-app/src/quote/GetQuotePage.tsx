import { QuoteWidget } from '@shipdeck/widgets';
import { useState } from 'react';
import { t } from '../messages';
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
  return (
    <>
      <h1 className="app-page-title">{t('getQuote.title')}</h1>
      <QuoteWidget
        // The page has its own heading; the widget's own title would repeat it.
        messages={NO_WIDGET_TITLE}
        onContinue={(quote) => setSaved(savePendingQuoteDraft(window.localStorage, quote))}
      />
      {saved && <GuestContinueDialog draft={saved} onClose={() => setSaved(null)} />}
    </>
  );
}
