/**
 * Texts of the requests to the operations team from the wizard: the freight quote modal (spec 01 §2,
 * spec 02 "Freight quote modal"), the CSR's report-problem modal (spec 01 §2), Save & Send to Support
 * and the error popup (spec 03 §8). The spec's words where it quotes them; the rest is ours. These are
 * what step 1 shows (the buttons that open the modals, the notices after them); the modals' own are
 * in ./requestDialogsMessages.ts.
 */
export const requestsMessages = {
  'prepare.freight.ask': 'Ask for a Freight Quote',
  // spec 01 §2, spec 02 §4.
  'prepare.freight.requested':
    'You have successfully requested a freight quote! We will create it shortly and get back to you.',
  'prepare.report.open': 'Report a problem',
  // spec 03 §8 lists "problem reported" and "sent to support" notices without their words.
  'prepare.report.sent': 'Thank you! Your report was sent to our team.',
  'prepare.support.sent': 'Your draft was saved and sent to our customer support team.',
  'prepare.support.message': 'Please take a look at this shipment and come back to me.',
  'prepare.support.contact': 'Contact Customer Support',
} as const;
