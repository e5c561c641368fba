import { formOutcomeStyles } from './formOutcomeStyles';
import { quoteFormStyles } from './quoteFormStyles';
import { rateListStyles } from './rateListStyles';

/**
 * The quote widget's whole set of styles (quoteFormStyles.ts says what they are): the form's, then
 * the progress bar's, the rate cards' and print dialog's, for the widgets that show rate cards with
 * their form (prepare, pickup, address book). The quote widget itself adopts the form's; its later
 * parts (FormOutcome, the rate list) bring the rest.
 */
export const quoteStyles = `${quoteFormStyles}${formOutcomeStyles}${rateListStyles}`;
