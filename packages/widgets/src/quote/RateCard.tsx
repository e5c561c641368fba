import type { RateCard as RateCardModel } from '@shipdeck/core/quote/rateCards';
import { useState } from 'react';
import type { Translate } from '../messages';
import { FeeList } from '../ui/FeeList';
import { Heading } from '../ui/Heading';
import { InspectQuoteLink } from '../ui/InspectQuoteLink';
import { Notice } from '../ui/Notice';
import { useLaterT } from './laterMessages';

/** "You save …" of a card with savings: the same words on the card and in its print view. */
export function savingsText(
  t: Translate,
  { amount, percent }: { amount: string; percent: number },
  retail: string,
) {
  return t('widget.savings', { amount, percent, retail });
}

/**
 * One rate (spec 02 §2): name, estimated delivery date, shipping charge, total charge, savings, the
 * badges, and See Details (fees), Print Quote, Continue to Shipping. An incomplete rate shows the
 * spec's text instead of prices and cannot be continued with.
 */
export function RateCard({
  idPrefix,
  card,
  onPrint,
  onContinue,
  inspectHref,
}: {
  idPrefix: string;
  card: RateCardModel;
  onPrint(card: RateCardModel): void;
  onContinue(card: RateCardModel): void;
  /** Staff: the quote's inspection page for this rate (Inspect Quote, in a new tab). */
  inspectHref?: string | undefined;
}) {
  const t = useLaterT();
  const [open, setOpen] = useState(false);
  const { rate } = card;
  const id = `${idPrefix}-rate-${rate.id}`;

  return (
    <li className="sd-rate" aria-labelledby={`${id}-name`}>
      <div className="sd-rate-head">
        <Heading offset={2} className="sd-rate-name" id={`${id}-name`}>
          {card.serviceName}
        </Heading>
        {(card.isLowestPrice || card.isFastestDelivery) && (
          <p className="sd-badges">
            {card.isLowestPrice && <span className="sd-badge">{t('quote.lowestPrice')}</span>}
            {card.isFastestDelivery && (
              <span className="sd-badge sd-badge-alt">{t('quote.fastestDelivery')}</span>
            )}
          </p>
        )}
      </div>
      {card.isIncomplete ? (
        <Notice kind="warning" title={t('rates.displayFallbackTitle')}>
          {card.incompleteMessage}
        </Notice>
      ) : (
        <>
          <dl className="sd-facts">
            <div className="sd-fact">
              <dt>{t('widget.estimatedDelivery')}</dt>
              <dd>{card.estimatedDelivery}</dd>
            </div>
            <div className="sd-fact">
              <dt>{t('widget.shippingCharge')}</dt>
              <dd>{card.shippingCharge}</dd>
            </div>
            <div className="sd-fact sd-total">
              <dt>{t('widget.totalCharge')}</dt>
              <dd>{card.totalCharge}</dd>
            </div>
          </dl>
          {card.savings && <p className="sd-savings">{savingsText(t, card.savings, card.retailCharge)}</p>}
        </>
      )}
      {open && (
        <div className="sd-details" id={`${id}-details`}>
          <p className="sd-h">{t('widget.fees')}</p>
          <FeeList fees={card.fees} none={t('widget.noFees')} />
          <p className="sd-fee">
            <span>{t('widget.billableWeight')}</span>
            <span>
              {rate.billableWeight.value} {rate.billableWeight.unit}
            </span>
          </p>
          {card.latestPickup && (
            <p className="sd-fee">
              <span>{t('widget.latestPickup')}</span>
              <span>{card.latestPickup}</span>
            </p>
          )}
        </div>
      )}
      <div className="sd-actions">
        <button
          type="button"
          className="sd-btn sd-btn-link"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((v) => !v)}
        >
          {t(open ? 'widget.hideDetails' : 'quote.seeDetails')}
        </button>
        <InspectQuoteLink href={inspectHref} label={t('quote.inspectQuote')} />
        {!card.isIncomplete && (
          <>
            <button type="button" className="sd-btn" onClick={() => onPrint(card)}>
              {t('quote.printQuote')}
            </button>
            <button type="button" className="sd-btn sd-btn-primary" onClick={() => onContinue(card)}>
              {t('quote.continueToShipping')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
