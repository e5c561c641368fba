import type { MessageCatalogue } from '../messages/catalogue';
import { type CommonMessageKey, commonCatalogue } from '../messages/commonCatalogue';
import {
  BLOCKED_DESTINATION_NAMES,
  type BlockedDestinationCode,
  isBlockedDestination,
} from './blockedDestinations';
import { hasUsTerritoryEnd, US } from './countryPair';

export interface CountryPairNotice {
  /** An error blocks quoting and preparing; a warning is shown and the user may go on. */
  level: 'error' | 'warning';
  message: string;
}

/**
 * The country-pair check of spec 01 §5 and spec 02 §5. Order matters when several rules apply: a
 * blocked destination is reported first (nothing can be done about it), then the same non-US
 * country at both ends, then the US-territory warning. An end that is still empty gives no notice:
 * "country is required" is the field rule's job, not this check's.
 *
 * `countryName` names the destination in the blocked message (e.g. the label of the country option
 * the user picked); without it the built-in name is used.
 */
export function checkCountryPair(
  originCode: string | null | undefined,
  destinationCode: string | null | undefined,
  countryName?: string,
  t: MessageCatalogue<CommonMessageKey> = commonCatalogue,
): CountryPairNotice | null {
  const origin = (originCode ?? '').trim().toUpperCase();
  const destination = (destinationCode ?? '').trim().toUpperCase();
  if (origin === '' || destination === '') return null;

  if (isBlockedDestination(destination)) {
    const country = countryName?.trim() || BLOCKED_DESTINATION_NAMES[destination as BlockedDestinationCode];
    return { level: 'error', message: t('country.blocked', { country }) };
  }
  // Decision: a US territory to itself (e.g. PR to PR) is "within another country" too: the carrier
  // rates it as international-domestic, which the product does not sell.
  if (origin === destination && origin !== US) {
    return { level: 'error', message: t('country.sameNonUs') };
  }
  if (hasUsTerritoryEnd(origin, destination)) {
    return { level: 'warning', message: t('country.usTerritory') };
  }
  return null;
}
