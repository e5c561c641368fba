/**
 * Step 1's texts of the documents tab (./DocumentsDetails.tsx), loaded with it (issue 11: a new draft
 * shows the products tab). Keys are 'prepare.create.<name>' as the rest of step 1's.
 */
export const documentsMessages = {
  'prepare.create.aboveHalfPound': 'Do your documents weigh more than half a pound?',
  'prepare.create.justDocuments': 'Is it just documents?',
  'prepare.create.shipAsProduct': 'Ship As Product',
  'prepare.create.packaging.CP': 'Other Packaging',
  'prepare.create.packaging.DC': 'Document pack',
  'prepare.create.packaging.EE': 'Express envelope',
} as const;
