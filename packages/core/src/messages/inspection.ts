/**
 * Messages of the quote inspection (spec 02 §2, spec 03 §2: /inspection/{id} for super admins): why
 * each tariff line of a rate was charged. The spec shows the pages but not their texts: every text
 * here is ours. Keys are 'inspection.<name>'; amounts in the rule texts are the tariff's own, in the
 * tariff's currency (a line's amount is in the quote's currency).
 */
export const inspectionMessages = {
  // Billable weight (spec 01 §9).
  'inspection.basis.actual': 'actual weight',
  'inspection.basis.dimensional': 'dimensional weight (divisor {divisor})',
  'inspection.basis.minimum': 'the minimum billable weight of {rule}',

  // Line names of ours (surcharges and fees are named by the tariff's data).
  'inspection.line.guestDiscount': 'Guest discount',
  'inspection.line.accountDiscount': 'Account discount',
  'inspection.line.minimumPrice': 'Lowest price allowed',
  'inspection.line.rounding': 'Currency rounding',

  // The transportation charge and what is taken off or added to it.
  'inspection.rule.transportation':
    '{service}: the price of {weight} {unit} billable weight in zone {zone} (tariff {tariff})',
  'inspection.rule.discount.account': 'The account’s {percent}% discount on the transportation charge',
  'inspection.rule.discount.standardAccount':
    'The standard {percent}% account discount on the transportation charge (no negotiated discount)',
  'inspection.rule.discount.guest': 'The {percent}% guest discount on the transportation charge',
  'inspection.rule.minimumPrice':
    'Raised to the lowest price allowed: no more than 60% off the list price ({retail} {currency})',
  'inspection.rule.rounding': 'Rounding each part to the cent in {currency}',

  // Surcharges and fees.
  'inspection.rule.residential': 'The destination is a residence',
  'inspection.rule.remoteArea':
    'The destination is in a remote area: {perUnit} {currency} per {unit} of {weight} {unit} billable weight, at least {minimum} {currency}',
  'inspection.rule.piece': '{count} × {amount} {currency}: {reasons}',
  'inspection.rule.piece.weightOver': 'a piece over {limit} {unit}',
  'inspection.rule.piece.weightBetween': 'a piece of {from} to {to} {unit}',
  'inspection.rule.piece.longestSideOver': 'a side over {limit} {lengthUnit}',
  'inspection.rule.piece.lengthPlusGirthOver': 'length plus girth over {limit} {lengthUnit}',
  'inspection.rule.insurance.documents':
    'Documents insured: a fixed fee for coverage up to {coverage} {currency}',
  'inspection.rule.insurance.shipment':
    'Insured value {value} {currency}: the first {included} {currency} covered free, then {ratePer} {currency} per {per} {currency} started, at least {minimum} {currency}',
  'inspection.rule.insurance.boxes':
    'Declared values of the boxes ({value} {currency} in all), each box: the first {included} {currency} covered free, then {ratePer} {currency} per {per} {currency} started, at least {minimum} {currency}',
  'inspection.rule.directSignature': 'Direct signature requested',
  'inspection.rule.neutralDelivery': 'Neutral delivery requested',
  'inspection.rule.dutiesPaidByShipper': 'Duties and taxes billed to the shipper',
  'inspection.rule.signature': 'Signature requested',
  'inspection.rule.adultSignature': 'Adult signature requested',
  'inspection.rule.pickup.residential': 'A new pickup at a residential address',
  'inspection.rule.pickup.commercial': 'A new pickup at a commercial address',
  'inspection.rule.fuel': '{percent}% fuel surcharge on the transportation charge after the discount',
} as const;
