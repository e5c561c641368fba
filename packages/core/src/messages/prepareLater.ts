import { addressBookMessages } from './addressBook';
import { pickupMessages } from './pickup';
import { settingsMessages } from './settings';

/**
 * The sections of the prepare flow's catalogue that only its later parts read: pickups (step 2's
 * rules), the billing contact's notice (step 3) and the address book's import (its modal). The prepare
 * embed adds them when those parts load.
 */
export const PREPARE_LATER_SECTIONS = [pickupMessages, settingsMessages, addressBookMessages] as const;
