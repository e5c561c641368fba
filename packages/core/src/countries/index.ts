export type { BlockedDestinationCode } from './blockedDestinations';
export { BLOCKED_DESTINATION_NAMES, BLOCKED_DESTINATIONS, isBlockedDestination } from './blockedDestinations';
export type { CountryPairNotice } from './checkCountryPair';
export { checkCountryPair } from './checkCountryPair';
export type { CountryLabelSize } from './countryLabel';
export { countryLabelSize, titleCaseCountry } from './countryLabel';
export type { UsTerritoryCode } from './countryPair';
export {
  hasUsTerritoryEnd,
  isDomesticPair,
  isExportPair,
  isImportPair,
  isUs,
  isUsTerritory,
  US,
  US_TERRITORIES,
} from './countryPair';
export type { UsState } from './usStates';
export { normalizeUsState, US_STATES } from './usStates';
export { formatUsZip, isUsZip, US_ZIP_PATTERN } from './usZip';
