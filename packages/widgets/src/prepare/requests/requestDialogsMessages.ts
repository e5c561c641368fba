/**
 * The texts of the request modals themselves (freight quote, report problem, error popup) and of the
 * support contacts (also in step 2's import panel): each of those modules adds them when it loads
 * (addPrepareTexts; issue 11: not part of step 1's first load).
 */
export const requestDialogsMessages = {
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
  'prepare.report.title': 'Report a problem with this quote',
  'prepare.report.correctQuote': 'Correct quote',
  'prepare.report.description': 'Problem description',
  'prepare.report.send': 'Send Report',
  'prepare.report.required': 'Describe the problem or give the correct quote.',
  'prepare.support.title': 'Something went wrong',
  // spec 03 §8 error popup.
  'prepare.support.takeALook':
    'Or have us take a look and come back to you. You can find it later in your drafts.',
  'prepare.support.notes': 'Additional notes',
  'prepare.support.notesPlaceholder': 'Type any additional note',
  'prepare.support.phone': 'Call us: {phone}',
  'prepare.support.chat': 'Chat with us',
  'prepare.support.email': 'E-mail us: {email}',
  'prepare.support.close': 'Close',
} as const;
