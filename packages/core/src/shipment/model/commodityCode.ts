/**
 * Schedule B commodity codes (spec 01 §5): the item manager keeps digits only, and a 10-digit code
 * is shown as XXXX.XX.XXXX, the format the invoice line requires.
 */
export function commodityCodeDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** XXXX.XX.XXXX for 10 digits; otherwise the digits as typed, for the format rule to flag. */
export function formatCommodityCode(input: string): string {
  const digits = commodityCodeDigits(input);
  return digits.length === 10 ? `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}` : digits;
}
