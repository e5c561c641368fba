/**
 * Messages of the standalone quote (spec 02 §2, §5, §9). Texts quoted by the spec are its exact
 * words; the few the spec leaves unwritten are marked "our wording" and say what a user needs.
 * Keys are 'quote.<name>'.
 */
export const quoteMessages = {
  // Field labels (spec 02 §5: "Zip" when domestic, "Postal Code" otherwise).
  'quote.label.country': 'Country',
  'quote.label.city': 'City',
  'quote.label.zip': 'Zip',
  'quote.label.postalCode': 'Postal Code',
  'quote.label.shipDate': 'Ship Date',
  'quote.label.insuranceValue': 'Insurance Value',
  'quote.label.declaredValue': 'Declared Value',
  'quote.label.currency': 'Currency',
  'quote.label.quantity': 'Quantity',
  'quote.label.weight': 'Weight',
  'quote.label.length': 'Length',
  'quote.label.width': 'Width',
  'quote.label.height': 'Height',

  // Field rules (spec 02 §5).
  'quote.quantityMin': 'At least one package is required',
  'quote.weightRange': 'How heavy is your item? Please enter a weight up to {limit} {unit}.',
  'quote.dimensionRange': 'Please enter a {dimension} up to {limit} {unit} to proceed.',
  // Our wording: the spec limits documents to one package (spec 02 §4) without a text for it.
  'quote.documentsOnePackage': 'A documents shipment is limited to one package.',
  // Our wording: spec 02 §5 shows an insurance warning without its text.
  'quote.insuranceAboveDeclared':
    'Your insurance value is higher than the declared value of {declared}. A claim is paid up to the declared value.',
  // spec 02 §5 gives the opening words and says the text cites 88 lbs; the rest is our wording.
  'quote.dangerousGoods':
    'Are you shipping Dangerous Goods or Alcohol? Please contact our customer service team to quote shipments with dangerous goods, alcohol, or any package over {limit} lbs containing them.',
  'quote.envelopeHalfPound':
    'Document shipments of 0.5 lbs or less qualify for the lowest express document rate.',

  // Screen texts (spec 02 §2, §9).
  'quote.getQuote': 'Get A Quote',
  'quote.continueToShipping': 'Continue to Shipping',
  'quote.seeDetails': 'See Details',
  'quote.printQuote': 'Print Quote',
  // spec 01 §6, spec 02 §6: a super admin's link to the quote's inspection page (new tab).
  'quote.inspectQuote': 'Inspect Quote',
  'quote.lowestPrice': 'Lowest Price!',
  'quote.fastestDelivery': 'Fastest Delivery!',
  'quote.guestBanner':
    'You are seeing guest rates. Sign in to get better rates: our clients typically save about 40% off retail.',
  'quote.disclaimer':
    'Rates are estimates. Dimensional weight applies (divisor 139 international, 166 domestic); client discounts up to 60%.',
  'quote.freightTitle': 'Ask for a Freight Quote',
  'quote.freightTurnaround': 'Freight quotes take 24-48 hours.',
} as const;
