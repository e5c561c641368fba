/**
 * The widget chrome texts of step 1, Create Shipment. Keys are 'prepare.create.<name>'. Texts the spec
 * quotes are its words (spec 01 §2); the rest is ours. The spec's rule messages and field labels stay
 * in @shipdeck/core's catalogue.
 */
export const createShipmentMessages = {
  'prepare.create.from': 'From',
  'prepare.create.to': 'To',
  'prepare.create.selectCountry': 'Select Country',
  'prepare.create.domesticDangerousGoods':
    'Are you shipping dangerous goods or alcohol? Please contact customer service.',
  'prepare.create.closeMessage': 'Close Message',
  'prepare.create.sender': 'Sender',
  'prepare.create.recipient': 'Recipient',
  'prepare.create.suggestions': 'Postal code suggestions',
  'prepare.create.shipmentDetails': 'Shipment details',
  'prepare.create.documentsTab': 'I am Shipping Documents',
  'prepare.create.productsTab': 'I am Shipping Products',
  // spec 01 §2 domestic details, behind the DOMESTIC_DOCUMENTS flag.
  'prepare.create.exclusivelyDocuments': 'Shipment contains exclusively Documents',
  'prepare.create.currency': 'Currency',
  'prepare.create.units': 'Measurement system',
  'prepare.create.imperial': 'lb / in',
  'prepare.create.metric': 'kg / cm',
  'prepare.create.insurance': 'Do you need insurance?',
  'prepare.create.batteries': 'Does your shipment contain batteries?',
  'prepare.create.dangerousGoods': 'The shipment contains dangerous goods',
  'prepare.create.package': 'Package {n}',
  'prepare.create.boxPreset': 'Box',
  'prepare.create.customBox': 'My own box',
  'prepare.create.deletePackage': 'Delete Package {n}',
  'prepare.create.addPackage': 'Add Different Package',
} as const;
