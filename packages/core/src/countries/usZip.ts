/** US zip formats accepted by spec 01 §5: 99999 or 99999-9999. */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isUsZip(value: string | null | undefined): boolean {
  return US_ZIP_PATTERN.test((value ?? '').trim());
}

/**
 * Postal codes "reformat by country" (spec 01 §5): a US zip typed as nine bare digits (as carriers
 * and spreadsheets often print it) becomes 99999-9999; anything else is only trimmed.
 */
export function formatUsZip(value: string): string {
  const trimmed = value.trim();
  return /^\d{9}$/.test(trimmed) ? `${trimmed.slice(0, 5)}-${trimmed.slice(5)}` : trimmed;
}
