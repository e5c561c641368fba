/**
 * Messages of the prepare-shipment flow (spec 01 §4, §5, §8 and spec 02 §5 freight form), in the
 * spec's exact words. Keys are 'draft.<name>'. Field labels are here too, so "{label} is required"
 * reads in the host's language once the labels are overridden with the generic texts.
 *
 * Where the spec gives a rule but no wording, the text is ours; each such key says so.
 */
export const draftMessages = {
  // Field labels (as the prepare screens word them).
  'draft.label.country': 'Country',
  'draft.label.companyName': 'Company Name',
  'draft.label.contactName': 'Contact Name',
  'draft.label.phoneNumber': 'Phone Number',
  'draft.label.phoneNumberExtension': 'Extension',
  'draft.label.email': 'Email',
  'draft.label.addressLine1': 'Address Line 1',
  'draft.label.addressLine2': 'Address Line 2',
  'draft.label.addressLine3': 'Address Line 3',
  'draft.label.city': 'City',
  'draft.label.postalCode': 'Postal Code',
  'draft.label.zip': 'Zip',
  'draft.label.suburb': 'Suburb',
  'draft.label.state': 'State',
  'draft.label.county': 'County',
  'draft.label.district': 'District',
  'draft.label.province': 'Province',
  'draft.label.isResidential': 'Residential',
  'draft.label.VATNumber': 'VAT',
  'draft.label.taxId': 'TAX ID',
  'draft.label.EORINumber': 'EORI',
  'draft.label.documentWeight': 'Weight',
  'draft.label.numberOfPackages': 'Number of Packages',
  'draft.label.typeOfPackaging': 'Type of Packaging',
  'draft.label.generalDescription': 'General Description',
  'draft.label.declaredShipmentValue': 'Declared Value',
  'draft.label.declaredValue': 'Declared Value',
  'draft.label.weight': 'Weight',
  'draft.label.length': 'Length',
  'draft.label.width': 'Width',
  'draft.label.height': 'Height',
  'draft.label.insuranceValue': 'Insured Value',
  'draft.label.electronicExportFiling': 'Electronic Export Filing',
  'draft.label.foreignTradeRegulations': 'FTR Exemption',
  'draft.label.ITNNumber': 'ITN',
  'draft.label.EINNumber': 'EIN',
  'draft.label.invoiceType': 'Invoice Type',
  'draft.label.purposeOfShipment': 'Purpose of Shipment',
  'draft.label.exportType': 'Export Type',
  'draft.label.shipmentReferenceNumber': 'Reference Number',
  'draft.label.invoiceNumber': 'Invoice Number',
  'draft.label.receiverReference': 'Receiver Reference',
  'draft.label.packageMarks': 'Package Marks',
  'draft.label.otherRemarks': 'Other Remarks',
  'draft.label.freightCost': 'Freight Charges',
  'draft.label.insuranceCost': 'Insurance Charges',
  'draft.label.miscCost': 'Miscellaneous Charges',
  'draft.label.commodityCode': 'Commodity Code',
  'draft.label.itemDescription': 'Item Description',
  'draft.label.quantity': 'Quantity',
  'draft.label.units': 'Units',
  'draft.label.itemValue': 'Value',
  'draft.label.itemMade': 'Country of Manufacture',
  'draft.label.eccnValue': 'ECCN',
  'draft.label.exportLicenseExpiryDate': 'License Expiry Date',
  'draft.label.licenseSymbol': 'License Symbol',
  'draft.label.shipmentDate': 'Shipment Date',
  'draft.label.carrierProduct': 'Delivery Service',
  'draft.label.freightPayment': 'Who Pays for Shipment',
  'draft.label.shipperAccountNumber': 'Account Number',
  'draft.label.billingAccountNumberPostalCode': 'Associated Zip Code',
  'draft.label.dutiesAndTaxesPayment': 'Who Pays Duties and Taxes',
  'draft.label.customsTermsOfTrade': 'Customs Terms of Trade',
  'draft.label.dutyAccountNumber': 'Duty Account Number',
  'draft.label.billingContactName': 'Name',
  'draft.label.billingPhone': 'Phone',
  'draft.label.routingNumber': 'Routing Number',
  'draft.label.accountNumber': 'Account Number',
  'draft.label.nameOnAccount': 'Account Holder Name',
  'draft.label.bankName': 'Bank Name',
  'draft.label.cardholderFirstName': 'First Name',
  'draft.label.readyDate': 'Ready Date',
  'draft.label.typeOfFreightService': 'Type of Freight Service',

  // Generic rules of spec 01 §5 that the common section does not hold.
  'draft.yesNo': 'Please answer Yes or No',
  /** Ours: spec 01 §5 says numbers must be greater than 0 without wording it. */
  'draft.positive': '{label} must be greater than 0',
  /** Ours: a quantity is a whole number (spec 01 §5); the screen floors decimals, a stored draft may not. */
  'draft.wholeNumber': '{label} must be a whole number',

  // Party fields (spec 01 §5).
  'draft.party.addressLinesTooLong':
    'The total number of characters in the three address lines is {excess} characters too long.',

  // Documents (spec 01 §5).
  'draft.documents.exactWeight': 'Please fill in exact weight of your shipment!',
  'draft.documents.justDocuments':
    'If your shipment contains more than just document(s), you should ship it as a product',
  'draft.documents.declareValueToInsure': 'You must declare a shipment value if you insure the shipment.',
  'draft.shipAsProduct': 'Ship As Product',
  /** Ours: spec 01 §5 shows "an insurance warning" when the declared value is below the insured value. */
  'draft.insurance.declaredBelowInsured': 'Your declared value is lower than the value you want to insure.',

  // International non-documents (spec 01 §5).
  'draft.customs.declaredValueMismatch': 'Declared Value must match Total Value!',
  'draft.customs.insuranceCap': 'You cannot insure for more than the total shipment value of {value}',
  'draft.export.itnInvalid':
    'ITN number is not valid. Valid number starts with an X, followed by 14 numbers.',
  'draft.export.einDigits': 'EIN is not valid. It should contain only numbers.',
  'draft.export.einTooLong': 'Your EIN is too long by {excess} characters. Please shorten it to 9 digits',
  /** Ours: spec 01 §9 says when EEI is needed; exempting such an export is refused with these words. */
  'draft.export.eeiRequired':
    'Electronic Export Information must be filed for exports over $2,500 or to China, Brazil or Venezuela.',
  'draft.item.commodityFormat': 'Correct format is "XXXX.XX.XXXX"',
  'draft.item.commodityUnknown': 'Please double check that this code is valid. You can still continue.',

  /** Ours: spec 01 §8 "High declared value notice", shown from the UPS declared value warning level (spec 01 §9). */
  'draft.highDeclaredValue':
    'For a high declared value, please ask for the receipt to be signed and keep it as proof for claims.',

  // Payment (spec 01 §5).
  'draft.payment.termsAgreement': 'Please indicate that you have read and agree to the Terms and Conditions.',
  'draft.payment.accountNumber': 'Account should be a number',
  /** Ours: UPS accounts are 6 letters or digits (spec 01 §9); the spec words only the digits rule. */
  'draft.payment.accountAlphanumeric': 'Account should contain only letters and numbers',
  'draft.payment.methodMissing': 'Please add payment method before proceeding.',

  // Freight quote form (spec 01 §5, spec 02 §5).
  'draft.freightQuote.phoneRequired': 'Phone number is required.',
  'draft.freightQuote.phoneInvalid': 'Phone number is not valid.',
  'draft.freightQuote.emailInvalid': 'Email address is not valid.',

  // Lifecycle (spec 01 §4, §8).
  'draft.restorePrompt': 'You have previously entered data. Would you like to use it?',
  'draft.notFound': 'Draft not found',
  'draft.shipmentCreated': 'You have successfully created a new shipment!',
  'draft.shipmentCreationFailed': 'Error on Shipment creation',
  /** Ours (issue 12): the price changed between rating and booking; nothing was booked or charged. */
  'draft.priceChangedAtBooking':
    'The price of this shipment changed from {confirmed} to {current}. Nothing was charged: review the new price and press Complete Shipment again to accept it.',
  /** Ours: spec 01 §8 lists a "draft saved" success notice without its words. */
  'draft.saved': 'Your draft has been saved.',

  // Price-change notices (spec 01 §8). The spec gives the amounts, not the sentences, except the last three.
  'draft.price.dutiesSurchargeAdded':
    'A {amount} surcharge has been added for billing duties and taxes to your account.',
  'draft.price.dutiesSurchargeRemoved':
    'The {amount} surcharge for billing duties and taxes to your account has been removed.',
  'draft.price.neutralDeliveryAdded': 'Neutral Delivery Service adds {amount} to your price.',
  'draft.price.neutralDeliveryRemoved': 'The {amount} Neutral Delivery Service fee has been removed.',
  'draft.price.residentialAdded': 'A {amount} residential delivery fee has been added.',
  'draft.price.residentialRemoved': 'The {amount} residential delivery fee has been removed.',
  'draft.price.updated': 'Price updated!',
  'draft.price.pickupFeeRemoved': 'Pickup fee removed!',
  'draft.price.measurementSystemChanged': 'Measurement System changed, price may have updated!',
} as const;
