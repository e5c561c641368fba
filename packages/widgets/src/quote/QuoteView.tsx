import {
  type ContinueToShippingPayload,
  type QuoteStore,
  selectShowsGetQuote,
} from '@shipdeck/core/quote/store';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormOutcome, loadLater, revealFirstError } from '#quoteLater';
import type { Translate } from '../messages';
import { HeadingBaseContext } from '../ui/Heading';
import { LocaleContext } from '../ui/localeContext';
import { Notice } from '../ui/Notice';
import { TranslateContext } from '../ui/translateContext';
import { useStore } from '../useStore';
import { EndFields } from './EndFields';
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
 * what a page shows first, and in the host app its route chunk leaves them out. In the embed the same
 * chunk carries the quote rules, so it is in by then ("#quoteLater").
 */
const RateList = lazy(() => loadLater().then((m) => ({ default: m.RateList })));

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
  const form = useRef<HTMLFormElement>(null);
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
  // Where the rules load on demand (the quote embed), the first focus in the form fetches them, so
  // they are in by the first change and its warnings show with it (a native focusin: React's onFocus
  // bubbles, Preact's does not).
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const load = () => void store.getState().loadRules();
    element.addEventListener('focusin', load, { once: true });
    return () => element.removeEventListener('focusin', load);
  }, [store]);

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
                ref={form}
                className="sd-stack"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void loadLater();
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
                {/* Only once the rules have spoken or a quote was asked for: the quote embed loads it with them. */}
                {(warnings.length > 0 || freight.isCandidate || notice || isUpdating) && (
                  <Suspense fallback={null}>
                    <FormOutcome
                      idPrefix={idPrefix}
                      root={root}
                      warnings={warnings}
                      freight={freight}
                      notice={notice}
                      isUpdating={isUpdating}
                      inlineStyles={inlineStyles}
                    />
                  </Suspense>
                )}
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
