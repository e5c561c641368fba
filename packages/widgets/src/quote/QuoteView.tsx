import { type ContinueToShippingPayload, type QuoteStore, selectShowsGetQuote } from '@shipdeck/core/quote';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../messages';
import { HeadingBaseContext } from '../ui/Heading';
import { LocaleContext } from '../ui/localeContext';
import { Notice } from '../ui/Notice';
import { ProgressBar } from '../ui/ProgressBar';
import { TranslateContext } from '../ui/translateContext';
import { useStore } from '../useStore';
import { EndFields } from './EndFields';
import { FreightPanel } from './FreightPanel';
import { PackagesSection } from './PackagesSection';
import { quoteFormStyles } from './quoteFormStyles';
import type { QuoteLookups } from './quoteLookups';
import { ShipmentFields } from './ShipmentFields';

export interface QuoteViewProps {
  store: QuoteStore;
  lookups: QuoteLookups;
  /** Shows the guest banner (spec 02 §2). */
  guest: boolean;
  t: Translate;
  onContinue(payload: ContinueToShippingPayload): void;
  /**
   * Which mounted widget this is on the page. Each mount is its own render root, and useId counts
   * per root, so two widgets would share every element id without it (issue 9 item 4).
   */
  instance?: number;
  /** Renders the styles as a <style> element (false when the shadow root adopted them). */
  inlineStyles?: boolean;
  /** The locale of number fields (default en-US). */
  locale?: string | undefined;
  /** Staff: the inspection page's address with `{id}` (QuoteOptions.inspectQuoteUrl). */
  inspectQuoteUrl?: string | undefined;
}

/**
 * The rate cards and the print dialog load when the first Get A Quote is sent (issue 8): the form is
 * what a page shows first, and in the host app its route chunk leaves them out. (The embed bundle,
 * one classic script, inlines them.)
 */
const loadRateList = () => import('./RateList');
const RateList = lazy(() => loadRateList().then((m) => ({ default: m.RateList })));

/** spec 02 §5: after a failed Get A Quote the screen scrolls to the first error. */
function revealFirstError(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], .sd-error');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  if (first.matches('[aria-invalid="true"]')) first.focus({ preventScroll: true });
}

/** The standalone quote screen (spec 02 §2): renders the quote store and calls its actions. */
export function QuoteView({
  store,
  lookups,
  guest,
  t,
  onContinue,
  instance = 0,
  inlineStyles = true,
  locale = 'en-US',
  inspectQuoteUrl,
}: QuoteViewProps) {
  const idPrefix = `sd${instance}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const notice = useStore(store, (s) => s.notice);
  const warnings = useStore(store, (s) => s.warnings);
  const freight = useStore(store, (s) => s.freight);
  const isUpdating = useStore(store, (s) => s.isUpdating);
  const showsGetQuote = useStore(store, selectShowsGetQuote);
  const errorTitle = useStore(store, (s) => s.errorTitle);
  const errorMessage = useStore(store, (s) => s.errorMessage);
  const rated = useStore(store, (s) => s.lastRatedInput !== null);
  const optionsFailed = useStore(lookups, (s) => s.optionsStatus === 'error');
  const originRefused = useStore(lookups, (s) => s.optionsError === 'origin_not_allowed');
  // Bumped after a refused Get A Quote; the effect runs once the errors are on screen.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) revealFirstError(root.current);
  }, [refusals]);

  return (
    <TranslateContext.Provider value={t}>
      <LocaleContext.Provider value={locale}>
        <HeadingBaseContext.Provider value={t('widget.quoteTitle') ? 2 : 1}>
          <div className="sd-quote" ref={root}>
            {inlineStyles && <style>{quoteFormStyles}</style>}
            <div className="sd-stack">
              {/* A host with its own page heading blanks this text (messages: { 'widget.quoteTitle': '' }). */}
              {t('widget.quoteTitle') && <h2 className="sd-title">{t('widget.quoteTitle')}</h2>}
              {guest && <p className="sd-banner">{t('quote.guestBanner')}</p>}
              {optionsFailed && (
                <Notice kind="error">
                  {t(originRefused ? 'widget.originNotAllowed' : 'widget.optionsFailed')}
                </Notice>
              )}
              <form
                className="sd-stack"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void loadRateList();
                  void store
                    .getState()
                    .getQuote()
                    .then(() => {
                      if (store.getState().notice) setRefusals((n) => n + 1);
                    });
                }}
              >
                <div className="sd-ends">
                  <EndFields idPrefix={idPrefix} side="sendingFrom" store={store} lookups={lookups} />
                  <EndFields idPrefix={idPrefix} side="sendingTo" store={store} lookups={lookups} />
                </div>
                <ShipmentFields idPrefix={idPrefix} store={store} lookups={lookups} />
                <PackagesSection idPrefix={idPrefix} store={store} />
                {warnings.map((warning) => (
                  <Notice key={`${warning.propertyPath}|${warning.message}`} kind="warning">
                    {warning.message}
                  </Notice>
                ))}
                {freight.isCandidate && <FreightPanel idPrefix={idPrefix} messages={freight.messages} />}
                {notice && <Notice kind="error">{notice}</Notice>}
                {isUpdating && <ProgressBar label={t('widget.updatingRates')} />}
                {showsGetQuote && (
                  <div className="sd-actions">
                    <button type="submit" className="sd-btn sd-btn-primary sd-btn-lg" disabled={isUpdating}>
                      {t('quote.getQuote')}
                    </button>
                  </div>
                )}
              </form>
              {errorMessage && (
                <Notice kind="error" title={errorTitle ?? undefined}>
                  {errorMessage}
                </Notice>
              )}
              {rated && (
                <Suspense fallback={null}>
                  <RateList
                    idPrefix={idPrefix}
                    store={store}
                    lookups={lookups}
                    onContinue={onContinue}
                    inspectQuoteUrl={inspectQuoteUrl}
                    inlineStyles={inlineStyles}
                  />
                </Suspense>
              )}
              <p className="sd-disclaimer">{t('quote.disclaimer')}</p>
            </div>
          </div>
        </HeadingBaseContext.Provider>
      </LocaleContext.Provider>
    </TranslateContext.Provider>
  );
}
