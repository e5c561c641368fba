import { useMemo } from 'react';
import { type Translate, withTexts } from '../messages';
import { useT } from '../ui/translateContext';

/**
 * The widget's own texts of the quote's later parts: the rate list and Print Quote, the documents
 * fields and what the rules show (../messages.ts says what the widgets' texts are). In their chunk, so
 * the form's first paint carries none of them (issue 8). Read through useLaterT().
 */
export const laterMessages = {
  'widget.expressEnvelope': 'Express envelope',
  'widget.updatingRates': 'Updating rates…',
  'widget.freightContact': 'Our customer service team prepares freight quotes for air, ocean and LTL/TL.',
  'widget.rates': 'Delivery options',
  'widget.ratesCount': '{count} delivery options',
  'widget.estimatedDelivery': 'Estimated delivery',
  'widget.shippingCharge': 'Shipping charge',
  'widget.fees': 'Surcharges',
  'widget.totalCharge': 'Total charge',
  'widget.savings': 'You save {amount} ({percent}%) off the retail price of {retail}',
  'widget.billableWeight': 'Billable weight',
  'widget.latestPickup': 'Latest pickup',
  'widget.noFees': 'No surcharges apply to this shipment.',
  'widget.hideDetails': 'Hide Details',
  'widget.print': 'Print',
  'widget.close': 'Close',
  'widget.printTitle': 'Shipping quote',
  'widget.quoteNumber': 'Quote number',
  'widget.from': 'From',
  'widget.to': 'To',
  'widget.residentialShort': 'residential',
} as const;

/** The widget's `t` with the later parts' texts (and the host's overrides of them). */
export function useLaterT(): Translate {
  const t = useT();
  return useMemo(() => withTexts(t, laterMessages), [t]);
}
