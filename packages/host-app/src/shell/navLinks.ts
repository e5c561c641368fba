import { type AppMessageKey, t } from '../messages';

/**
 * Top navigation (spec 03 §2): View History, Prepare a Shipment, Users, Orders, Get a Quote, Schedule a
 * Pickup. Decision: a link appears once its page exists, so nothing in the header leads to the
 * not-found page; the other links join this list with their screens.
 */
const NAV: ReadonlyArray<{ to: string; label: AppMessageKey }> = [
  { to: '/get-quote', label: 'nav.getQuote' },
];

export function navLinks(): Array<{ to: string; label: string }> {
  return NAV.map((link) => ({ to: link.to, label: t(link.label) }));
}
