import type { Party } from '../shipment/model/partySchema';
import { savedAddressBodyOf } from './savedAddress';

/**
 * A sender or recipient of the shipment form is either unsaved or linked to a saved contact (spec 03
 * §4): the contact it was loaded from or saved as, with the contact as it was then.
 */
export interface LinkedContact {
  id: string;
  saved: Party;
}

/** The Save Contact / Update Contact button of a party block (spec 01 §2, spec 03 §4). */
export interface ContactButton {
  action: 'save' | 'update';
  /** "Update Contact" is disabled until a field changes after selecting or saving. */
  disabled: boolean;
}

/** Whether a party differs from its saved contact in anything a contact stores. */
export function partyChangedFrom(party: Party, saved: Party): boolean {
  return JSON.stringify(savedAddressBodyOf(party)) !== JSON.stringify(savedAddressBodyOf(saved));
}

export function contactButtonOf(party: Party, linked: LinkedContact | null): ContactButton {
  if (!linked) return { action: 'save', disabled: false };
  return { action: 'update', disabled: !partyChangedFrom(party, linked.saved) };
}
