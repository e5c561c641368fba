/**
 * The texts of the rate summary's See Details and Quote Disclaimer (./RateSummaryDetails.tsx), added
 * when that module loads (addPrepareTexts).
 */
export const rateSummaryMessages = {
  'prepare.fees': 'Surcharges',
  'prepare.noFees': 'No surcharges apply to this shipment.',
  // Our wording around the spec's figures (spec 02 §9: divisors 166 domestic, 139 international).
  'prepare.disclaimerDomestic':
    'Rates are estimates until the carrier weighs the packages. Dimensional weight applies (length × width × height / 166 in inches); surcharges may be added for residential delivery, remote areas and large packages.',
  'prepare.disclaimerInternational':
    'Rates are estimates until the carrier weighs the packages. Dimensional weight applies (length × width × height / 139 in inches). Duties and taxes are not included unless the sender pays them (DDP).',
} as const;
