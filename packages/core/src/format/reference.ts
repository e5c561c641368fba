/**
 * A stored quote's (or shipment's) short reference for people: "Q-3F2A9C1B" from its UUID, the
 * first 8 hex digits upper-cased behind a kind letter. Printed on the quote and said on the phone to
 * customer service, who find the quote by it (issue 16: the print showed the whole UUID).
 */
export function shortReference(id: string, prefix = 'Q'): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return hex.length === 8 ? `${prefix}-${hex}` : id;
}
