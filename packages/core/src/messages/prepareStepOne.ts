import { createCatalogue, type MessageCatalogue } from './catalogue';
import { commonMessages } from './common';
import { contactMessages } from './contacts';
import { draftMessages } from './draft';
import type { MessageKey } from './full';
import { itemsMessages } from './items';
import { quoteMessages } from './quote';

export { formatMessage, type MessageCatalogue, type MessageParams } from './catalogue';
export type { MessageKey } from './full';

/**
 * The sections of the prepare flow's catalogue that its step 1 reads: the common and quote texts, the
 * draft's rules and notices, the saved lists' (contacts and items). The later parts' (pickups, the
 * billing contact's notice, the address book's import: PREPARE_LATER_SECTIONS) complete them in prepare.ts; the prepare embed's first load carries
 * only these and adds the others when the parts that read them load (issue 11).
 */
export const PREPARE_STEP_ONE_SECTIONS = [
  commonMessages,
  quoteMessages,
  draftMessages,
  contactMessages,
  itemsMessages,
] as const;

/**
 * The prepare flow's catalogue of step 1's sections, where `overrides` replace individual keys (others
 * are left out). A key of a later step is not in it: the prepare embed answers those from the texts
 * its later parts bring (widgets' prepareMessages.ts).
 */
export function createPrepareStepOneCatalogue(
  overrides: Partial<Record<MessageKey, string>> = {},
): MessageCatalogue {
  return createCatalogue(
    PREPARE_STEP_ONE_SECTIONS,
    overrides as Record<string, string>,
  ) as unknown as MessageCatalogue;
}
