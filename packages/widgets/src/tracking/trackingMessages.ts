/**
 * The tracking widget's texts (issue 14). The box's placeholder and button are spec 03 §2's tracking
 * box ("Enter Any Tracking Number", "Track"); the rest is our wording (the spec shows no tracking page).
 * Hosts override any of them through `messages`.
 */
export const trackingWidgetMessages = {
  'tracking.placeholder': 'Enter Any Tracking Number',
  'tracking.submit': 'Track',
  'tracking.label': 'Tracking number',
  'tracking.loading': 'Looking up {number}…',
  'tracking.unrecognized': 'We do not recognise this tracking number. Check it and try again.',
  'tracking.checkDigit': 'This number does not pass any carrier’s check digit. Check it and try again.',
  'tracking.carrierOnly': '{carrier} tracking number',
  'tracking.carrierLink': 'Track it on the {carrier} website',
  'tracking.shipped': 'Ship date {date}',
  'tracking.delivered': 'Delivered {date}',
  'tracking.route': '{from} to {to}',
  'tracking.noEvents': 'No scans yet: the carrier has not seen this parcel.',
  'tracking.timeline': 'Tracking history',
  'tracking.rateLimited': 'Too many lookups from here. Please wait a minute and try again.',
  'tracking.failed': 'Tracking is not available right now. Please try again.',
} as const;

export type TrackingMessageKey = keyof typeof trackingWidgetMessages;
export type TrackingMessageOverrides = Partial<Record<TrackingMessageKey, string>>;
export type TrackingTranslate = (key: TrackingMessageKey, values?: Record<string, string>) => string;

export function createTrackingTranslate(overrides: TrackingMessageOverrides = {}): TrackingTranslate {
  return (key, values = {}) =>
    (overrides[key] ?? trackingWidgetMessages[key]).replace(
      /\{(\w+)\}/g,
      (_, name: string) => values[name] ?? '',
    );
}
