/**
 * The saved-contact notices (spec 03 §8) that the address book and a shipment form's Save / Update
 * Contact both show: a section of their own, so the prepare widget's step 1 carries them without the
 * address book's import texts (addressBook.ts, issue 11).
 */
export const contactMessages = {
  // Our wording: spec 03 §8 lists "contact created" and "contact updated" notices without their texts.
  'addressBook.contactCreated': 'You have successfully saved your contact!',
  'addressBook.contactUpdated': 'You have successfully updated your contact!',
} as const;
