/**
 * How a shipment is classified by its countries (spec 01 §1): domestic is US to US, export is from
 * the US to elsewhere, import is anything from outside the US, and a US-territory shipment has an
 * end in one of the territories below. Codes are ISO 3166-1 alpha-2; comparisons ignore case so a
 * value typed or stored in lower case classifies the same way.
 */
export const US = 'US';

/** spec 01 §1: AS, GU, MP, MH, FM, PW, PR, VI. */
export const US_TERRITORIES = ['AS', 'GU', 'MP', 'MH', 'FM', 'PW', 'PR', 'VI'] as const;
export type UsTerritoryCode = (typeof US_TERRITORIES)[number];

const territorySet: ReadonlySet<string> = new Set(US_TERRITORIES);

const code = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();

export function isUs(countryCode: string | null | undefined): boolean {
  return code(countryCode) === US;
}

export function isUsTerritory(countryCode: string | null | undefined): boolean {
  return territorySet.has(code(countryCode));
}

/** Domestic: both ends in the USA (spec 02 §4 "Domestic means both countries are the USA"). */
export function isDomesticPair(from: string | null | undefined, to: string | null | undefined): boolean {
  return isUs(from) && isUs(to);
}

/** Import is decided by the origin country alone (spec 02 §4). An unknown origin is not an import. */
export function isImportPair(from: string | null | undefined): boolean {
  const origin = code(from);
  return origin !== '' && origin !== US;
}

/** Export: from the USA to a known other country. */
export function isExportPair(from: string | null | undefined, to: string | null | undefined): boolean {
  const destination = code(to);
  return isUs(from) && destination !== '' && destination !== US;
}

export function hasUsTerritoryEnd(from: string | null | undefined, to: string | null | undefined): boolean {
  return isUsTerritory(from) || isUsTerritory(to);
}
