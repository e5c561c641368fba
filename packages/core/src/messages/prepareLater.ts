import { pickupMessages } from './pickup';
import { settingsMessages } from './settings';

/**
 * The sections of the prepare flow's catalogue that only its later steps read: pickups (step 2's
 * rules) and the billing contact's notice (step 3). The prepare embed adds them when those parts load.
 */
export const PREPARE_LATER_SECTIONS = [pickupMessages, settingsMessages] as const;
