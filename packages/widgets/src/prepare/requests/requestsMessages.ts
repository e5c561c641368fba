/**
 * Texts of the requests to the operations team from the wizard: the freight quote modal (spec 01 §2,
 * spec 02 "Freight quote modal"), the CSR's report-problem modal (spec 01 §2), Save & Send to Support
 * and the error popup (spec 03 §8). The spec's words where it quotes them; the rest is ours.
 */
export const requestsMessages = {
  'prepare.freight.ask': 'Ask for a Freight Quote',
  'prepare.freight.title': 'We need some more details to submit your shipment for a freight quote!',
  'prepare.freight.contactName': 'Contact Name',
  'prepare.freight.phoneNumber': 'Telephone',
  'prepare.freight.extension': 'Extension',
  'prepare.freight.email': 'E-mail',
  'prepare.freight.readyDate': 'Ready Date (YYYYMMDD)',
  'prepare.freight.service': 'Type of Freight Service',
  'prepare.freight.service.air': 'Air',
  'prepare.freight.service.ocean': 'Ocean',
  'prepare.freight.service.ltl_tl': 'LTL/TL',
  'prepare.freight.comments': 'Other Comments',
  'prepare.freight.submit': 'Submit for Quote!',
  'prepare.freight.submitting': 'Submitting…',
  'prepare.freight.readyDateInvalid': 'Ready Date should be a date written YYYYMMDD.',
  // spec 01 §2, spec 02 §4.
  'prepare.freight.requested':
    'You have successfully requested a freight quote! We will create it shortly and get back to you.',
  'prepare.report.open': 'Report a problem',
  'prepare.report.title': 'Report a problem with this quote',
  'prepare.report.correctQuote': 'Correct quote',
  'prepare.report.description': 'Problem description',
  'prepare.report.send': 'Send Report',
  'prepare.report.required': 'Describe the problem or give the correct quote.',
  // spec 03 §8 lists "problem reported" and "sent to support" notices without their words.
  'prepare.report.sent': 'Thank you! Your report was sent to our team.',
  'prepare.support.sent': 'Your draft was saved and sent to our customer support team.',
  'prepare.support.message': 'Please take a look at this shipment and come back to me.',
  'prepare.support.title': 'Something went wrong',
  // spec 03 §8 error popup.
  'prepare.support.takeALook':
    'Or have us take a look and come back to you. You can find it later in your drafts.',
  'prepare.support.notes': 'Additional notes',
  'prepare.support.notesPlaceholder': 'Type any additional note',
  'prepare.support.contact': 'Contact Customer Support',
  'prepare.support.phone': 'Call us: {phone}',
  'prepare.support.chat': 'Chat with us',
  'prepare.support.email': 'E-mail us: {email}',
  'prepare.support.close': 'Close',
} as const;
