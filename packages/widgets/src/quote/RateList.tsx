import type { ContinueToShippingPayload, QuoteStore } from '@shipdeck/core/quote';
// By its own path, not the quote index: through the index esbuild would put the rate cards in the
// chunk the quote widget's first load shares with this lazy rate list (issue 8).
import { type RateCard as RateCardModel, selectRateCards } from '@shipdeck/core/quote/rateCards';
import { useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from '../embed/widgetHost';
import { Heading } from '../ui/Heading';
import { inspectionHref } from '../ui/InspectQuoteLink';
import { useStore } from '../useStore';
import { useLaterT } from './laterMessages';
import { PrintQuoteDialog } from './PrintQuote';
import type { QuoteLookups } from './quoteLookups';
import { RateCard } from './RateCard';
import { rateListStyles } from './rateListStyles';

/** The rate cards of the rated quote, with the Print Quote dialog. */
export function RateList({
  idPrefix,
  store,
  lookups,
  onContinue,
  inspectQuoteUrl,
  inlineStyles = true,
}: {
  idPrefix: string;
  store: QuoteStore;
  lookups: QuoteLookups;
  onContinue(payload: ContinueToShippingPayload): void;
  inspectQuoteUrl?: string | undefined;
  /** As QuoteView's: false when the form's styles were adopted by a shadow root, which then adopts these too. */
  inlineStyles?: boolean;
}) {
  const t = useLaterT();
  const cards = useStore(store, (s) => selectRateCards(s, t.catalogue));
  const rated = useStore(store, (s) => s.lastRatedInput);
  const quoteId = useStore(store, (s) => s.createdInId);
  const countries = useStore(lookups, (s) => s.countries);
  const [printing, setPrinting] = useState<RateCardModel | null>(null);
  const section = useRef<HTMLElement>(null);
  // The rate cards' and print dialog's styles come with the list (the form's first paint has none):
  // adopted by the widget's shadow root as its form's are (a page whose content security policy
  // allows no inline style still styles them), else a <style> beside them.
  useLayoutEffect(() => {
    if (!inlineStyles && section.current) adoptStyles(section.current.getRootNode(), rateListStyles);
  });
  if (cards.length === 0 || !rated) return null;
  const id = `${idPrefix}-rates`;

  return (
    <section ref={section} aria-labelledby={`${id}-title`} className="sd-stack">
      {inlineStyles && <style>{rateListStyles}</style>}
      <Heading offset={1} className="sd-h" id={`${id}-title`}>
        {t('widget.rates')}{' '}
        <span className="sd-visually-hidden">({t('widget.ratesCount', { count: cards.length })})</span>
      </Heading>
      <ul className="sd-rates">
        {cards.map((card) => (
          <RateCard
            key={card.rate.id}
            idPrefix={id}
            card={card}
            onPrint={setPrinting}
            inspectHref={inspectionHref(inspectQuoteUrl, card.rate.createdInId ?? quoteId, card.rate.id)}
            onContinue={(chosen) => {
              const payload = store.getState().continueToShipping(chosen.rate.id);
              if (payload) onContinue(payload);
            }}
          />
        ))}
      </ul>
      {printing && (
        <PrintQuoteDialog
          idPrefix={id}
          card={printing}
          input={rated}
          quoteId={quoteId}
          countries={countries}
          onClose={() => setPrinting(null)}
        />
      )}
    </section>
  );
}
