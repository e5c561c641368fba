/**
 * The address of a rate's inspection (spec 01 §6, spec 02 §6: only with a quote id, the
 * inspection's "request id"): the template's {id} is the quote, the fragment the rate on that page.
 */
export function inspectionHref(
  template: string | undefined,
  quoteId: string | null | undefined,
  rateId: string,
): string | undefined {
  if (!template || !quoteId) return undefined;
  return `${template.replace('{id}', encodeURIComponent(quoteId))}#rate-${encodeURIComponent(rateId)}`;
}

/** Inspect Quote (staff): the quote's inspection page for one rate, in a new tab (spec 02 §6). */
export function InspectQuoteLink({ href, label }: { href: string | undefined; label: string }) {
  if (!href) return null;
  return (
    <a className="sd-btn sd-btn-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
