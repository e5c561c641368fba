/**
 * Destinations the product does not ship to (spec 01 §5 "Country rules"): Russia, North Korea, Cuba
 * and Belarus. Names are kept here so the country-pair message reads right without a country database.
 */
export const BLOCKED_DESTINATIONS = ['RU', 'KP', 'CU', 'BY'] as const;
export type BlockedDestinationCode = (typeof BLOCKED_DESTINATIONS)[number];

export const BLOCKED_DESTINATION_NAMES: Readonly<Record<BlockedDestinationCode, string>> = {
  RU: 'Russia',
  KP: 'North Korea',
  CU: 'Cuba',
  BY: 'Belarus',
};

export function isBlockedDestination(countryCode: string | null | undefined): boolean {
  return (BLOCKED_DESTINATIONS as readonly string[]).includes((countryCode ?? '').trim().toUpperCase());
}
