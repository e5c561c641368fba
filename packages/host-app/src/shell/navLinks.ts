import { type NavigationSubject, type NavLinkKey, navigationLinks } from '@shipdeck/core/session';
import { type AppMessageKey, t } from '../messages';

const LABELS: Record<NavLinkKey, AppMessageKey> = {
  viewHistory: 'nav.viewHistory',
  prepareShipment: 'nav.prepareShipment',
  users: 'nav.users',
  partnerKeys: 'nav.partnerKeys',
  surveyResults: 'nav.surveyResults',
  webhooks: 'nav.webhooks',
  orders: 'nav.orders',
  getQuote: 'nav.getQuote',
  schedulePickup: 'nav.schedulePickup',
};

/**
 * Top navigation (spec 03 §2) by role, from core's navigationLinks. Decision: a link appears once its
 * page exists in this app (`available`), so nothing in the header leads to the not-found page; View
 * History, Prepare a Shipment and Schedule a Pickup join with their screens.
 */
export function navLinks(
  subject: NavigationSubject,
  available: ReadonlySet<string> = AVAILABLE_PAGES,
): Array<{ to: string; label: string }> {
  return navigationLinks(subject)
    .filter((link) => available.has(link.to))
    .map((link) => ({ to: link.to, label: t(LABELS[link.key]) }));
}

/** The pages of the navigation that this app has today. */
export const AVAILABLE_PAGES: ReadonlySet<string> = new Set([
  '/get-quote',
  '/prepare-shipment',
  '/users',
  '/partner-keys',
  '/survey-results',
  '/webhooks',
  '/orders',
  '/schedule-pickup',
]);
