/**
 * Messages shared by every flow: generic field rules (spec 01 §5), API status handling (spec 01 §7),
 * rates (spec 01 §8, spec 02 §8) and the country-pair check. Texts are the spec's exact words.
 */
export const commonMessages = {
  'generic.invalidNotice': 'There is some missing or incorrect information that needs to be fixed.',
  'field.required': '{label} is required',
  'field.minLength': '{label} must be at least {min} characters',
  'field.maxLength': 'Maximum field length of {max} for "{label}" was exceeded',
  'field.exactLength': 'Length should be {length} symbols',
  'field.email': 'Email does not seem to be valid',
  'field.phone': '{label} is not valid',
  'field.minValue': '{label} value should be at least {min}',
  // Our wording: the spec's number fields cannot hold text, ours say so instead of dropping it.
  'field.notNumber': '{label} is not a number we can read. Write it like 1,250.50.',
  'api.unknownStatus': 'It looks like there may have been a problem.',
  'rates.failedTitle': 'Could not get rates',
  'rates.failed':
    'Sorry, there was a problem getting rates for your account. Please make sure your information is correct and contact Customer Service if you need help.',
  // The spec shortens this text with "..."; the whole sentence is ours (issue 16).
  'rates.incomplete':
    'There seems to be an issue with the Quote you have requested. Please contact Customer Service to get this rate.',
  'rates.displayFallbackTitle': 'Something Went Wrong',
  'rates.displayFallback':
    'We are currently unable to display your quote, but we are working to fix it. You can contact Customer Service to get your quote immediately!',
  'rates.noneTitle': 'No Delivery Services Available',
  'rates.none':
    "We weren't able to get any delivery options for this shipment. This may be because there are no rates for your origin/destination or because the carrier's website is down. Please contact Customer Service to complete your shipment.",
  // The spec shortens this text with "..."; the whole sentence is ours (issue 16).
  'country.sameNonUs':
    'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.',
  'country.usTerritory':
    'US Territory rates are not available online. Please contact our customer service team to receive your quote. You can still prepare your shipment.',
  'country.blocked':
    'Shipments to {country} are currently unavailable. Please contact customer service for more information.',
  'freight.totalWeight': 'Your total weight has surpassed {limit} {unit}. It qualifies as a Freight Quote.',
  'freight.pieceWeight': 'Your piece weight has surpassed {limit} {unit}. It qualifies as a Freight Quote.',
  'postalCode.usFormat': 'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
  'documents.shipAsProduct': 'If your documents weighs more than 5.0 lbs, it has to be shipped as a product!',
  'shipDate.pastReset': 'Updating past shipment date to current date',
  'package.maxSize': 'Your package exceeds the maximum size constraints',
  // spec 01 §9's length-plus-girth rule, named (our wording after the spec's sentence).
  'package.maxLengthPlusGirth':
    'Your package exceeds the maximum size constraints: length plus girth (length + 2 × width + 2 × height) may be at most {limit} {unit}.',
  'package.weightLimit': 'Weight limit is exceeded',
  'package.ratingWeightLimit': 'Package weights have exceeded limit.',
  'dangerousGoods.blocked':
    'Shipping Dangerous Goods is not yet supported in this tool; contact customer service to let us create your label for you.',
} as const;
