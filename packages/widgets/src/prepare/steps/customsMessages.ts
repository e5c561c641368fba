/**
 * Step 1's texts of the customs block and the export filing (./customsDetails.tsx), loaded with them
 * (issue 11: a draft shows them only once it is dutiable or an export). Keys are 'prepare.create.<name>'
 * as the rest of step 1's (createShipmentMessages.ts); the spec's words where it quotes them.
 */
export const customsMessages = {
  'prepare.create.customs': 'Insurance and customs',
  'prepare.create.purpose.gift': 'Gift',
  'prepare.create.purpose.sample': 'Sample',
  'prepare.create.purpose.return_repair': 'Return / Repair',
  'prepare.create.hasReference': 'Add a reference number?',
  'prepare.create.hasInvoiceNumber': 'Add an invoice number?',
  'prepare.create.hasReceiverReference': 'Add a receiver reference?',
  'prepare.create.hasPackageMarks': 'Add package marks?',
  'prepare.create.hasOtherRemarks': 'Add other remarks?',
  'prepare.create.item': 'Item {n}',
  'prepare.create.deleteItem': 'Delete Item {n}',
  'prepare.create.addItem': 'Add Item',
  'prepare.create.license': 'Export License',
  'prepare.create.noLicense': 'No License needed',
  'prepare.create.invoiceTotal': 'Invoice total: {total}',
} as const;
