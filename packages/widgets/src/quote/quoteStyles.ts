import { quoteFormStyles } from './quoteFormStyles';
import { rateListStyles } from './rateListStyles';

/**
 * The quote widget's whole set of styles (quoteFormStyles.ts says what they are): the form's, then
 * the rate cards' and print dialog's, for the widgets that show rate cards with their form (prepare,
 * pickup, address book). The quote widget itself adopts the form's and its rate list brings the rest.
 */
export const quoteStyles = `${quoteFormStyles}${rateListStyles}`;
