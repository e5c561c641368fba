import { type Draft, type DraftInput, draftSchema } from './draftSchema';

// The blank parts are written out without zod (blankDraft.ts); a draft built from an input is parsed.
export {
  blankDraft,
  defaultPickup,
  emptyDocumentsDetails,
  emptyInvoiceItem,
  emptyPackage,
  emptyParty,
  emptyProductsDetails,
} from './blankDraft';

/**
 * A new draft (spec 01 §4 "a new draft is created on entering the screen"), with `input` laid over the
 * defaults. Parsed by the draft schema; `blankDraft()` is the same draft without input, and without zod.
 */
export const createEmptyDraft = (input: DraftInput = {}): Draft => draftSchema.parse(input);
