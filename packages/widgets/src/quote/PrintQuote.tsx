import type { CountryOption } from '@shipdeck/core/contract';
import { formatQuoteDate, shortReference } from '@shipdeck/core/format';
import type { QuoteEnd, QuoteInput } from '@shipdeck/core/quote';
import type { RateCard as RateCardModel } from '@shipdeck/core/quote/rateCards';
import { lengthLabel, unitsOf, weightLabel } from '@shipdeck/core/units';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLaterT } from './laterMessages';
import { printHtml } from './printFrame';
import { savingsText } from './RateCard';

/** The quote as it prints: route, date, packages, the chosen rate with its fees, the disclaimer. */
function PrintView({
  card,
  input,
  quoteId,
  countries,
}: {
  card: RateCardModel;
  input: QuoteInput;
  quoteId: string | null;
  countries: readonly CountryOption[];
}) {
  const t = useLaterT();
  const units = unitsOf(input.measurementSystem);
  const place = (end: QuoteEnd) => {
    const country = countries.find((c) => c.code === end.country)?.label ?? end.country;
    const parts = [end.postalCode, end.city, country].filter((p) => p.trim() !== '');
    return `${parts.join(', ')}${end.isResidential ? ` (${t('widget.residentialShort')})` : ''}`;
  };
  return (
    <div className="sd-print">
      <h2>{t('widget.printTitle')}</h2>
      <dl>
        {quoteId && <Row label={t('widget.quoteNumber')}>{shortReference(quoteId)}</Row>}
        <Row label={t('widget.from')}>{place(input.sendingFrom)}</Row>
        <Row label={t('widget.to')}>{place(input.sendingTo)}</Row>
        <Row label={t('quote.label.shipDate')}>{formatQuoteDate(input.shipDate)}</Row>
        <Row label={t(input.isDocument ? 'widget.documents' : 'widget.packages')}>
          <ul>
            {input.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li key={i}>
                {item.quantity ?? 1} x {item.weight ?? '-'} {weightLabel(units.weight)}
                {item.length && item.width && item.height
                  ? `, ${item.length} x ${item.width} x ${item.height} ${lengthLabel(units.length)}`
                  : ''}
              </li>
            ))}
          </ul>
        </Row>
        {input.insuranceValue ? (
          <Row label={t('quote.label.insuranceValue')}>
            {input.insuranceValue} {input.currency}
          </Row>
        ) : null}
      </dl>
      <h3>{card.serviceName}</h3>
      <dl>
        <Row label={t('widget.estimatedDelivery')}>{card.estimatedDelivery}</Row>
        <Row label={t('widget.shippingCharge')}>{card.shippingCharge}</Row>
        {card.fees.map((fee) => (
          <Row key={fee.id} label={fee.description}>
            {fee.amount}
          </Row>
        ))}
        <Row label={t('widget.totalCharge')}>
          <strong>{card.totalCharge}</strong>
        </Row>
      </dl>
      {card.savings && <p>{savingsText(t, card.savings, card.retailCharge)}</p>}
      <p className="sd-disclaimer">{t('quote.disclaimer')}</p>
    </div>
  );
}

/** One term of the print view's lists: its label and its value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A modal keeps Tab inside it: from the last control to the first and back. */
function keepFocusWithin(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }): void {
  const controls = Array.from(
    dialog.querySelectorAll<HTMLElement>('button, [href], input, select, [tabindex="0"]'),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (!first || !last) return;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Print Quote: the print-friendly view in a dialog, with Print (prints that view alone) and Close.
 * Escape closes; Tab stays inside; focus moves into the dialog and back to the card's button afterwards.
 */
export function PrintQuoteDialog({
  idPrefix,
  card,
  input,
  quoteId,
  countries,
  onClose,
}: {
  idPrefix: string;
  card: RateCardModel;
  input: QuoteInput;
  quoteId: string | null;
  countries: readonly CountryOption[];
  onClose(): void;
}) {
  const t = useLaterT();
  const view = useRef<HTMLDivElement>(null);
  const printButton = useRef<HTMLButtonElement>(null);
  const id = `${idPrefix}-print`;

  useEffect(() => {
    const previous = (printButton.current?.getRootNode() as Document | ShadowRoot | undefined)
      ?.activeElement as HTMLElement | null | undefined;
    printButton.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="sd-dialog">
      <div
        className="sd-dialog-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key === 'Tab') keepFocusWithin(event.currentTarget, event);
        }}
      >
        <p className="sd-h" id={`${id}-title`}>
          {t('quote.printQuote')}
        </p>
        <div ref={view}>
          <PrintView card={card} input={input} quoteId={quoteId} countries={countries} />
        </div>
        <div className="sd-actions">
          <button
            ref={printButton}
            type="button"
            className="sd-btn sd-btn-primary"
            onClick={() => {
              if (view.current)
                printHtml(
                  view.current.parentElement ?? view.current,
                  t('widget.printTitle'),
                  view.current.innerHTML,
                );
            }}
          >
            {t('widget.print')}
          </button>
          <button type="button" className="sd-btn" onClick={onClose}>
            {t('widget.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
