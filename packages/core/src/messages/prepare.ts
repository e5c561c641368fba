import { createCatalogue, type MessageCatalogue } from './catalogue';
import type { MessageKey } from './full';
import { PREPARE_LATER_SECTIONS } from './prepareLater';
import { PREPARE_STEP_ONE_SECTIONS } from './prepareStepOne';

/**
 * The sections the prepare flow reads (issue 11): the common and quote texts, the draft's rules and
 * notices, the address book and items list (the saved lists step 1 opens), pickups and the billing
 * contact's notice: step 1's (prepareStepOne.ts) and the later steps' (prepareLater.ts). Not the
 * account's, orders', inspection's, partners' or survey's texts, which the full catalogue (full.ts)
 * adds: the prepare widget's first load does not carry them. prepare.test.ts holds the flow's code to
 * it: every key it names is in one of these sections.
 */
const PREPARE_SECTIONS = [...PREPARE_STEP_ONE_SECTIONS, ...PREPARE_LATER_SECTIONS] as const;

/**
 * The prepare flow's catalogue, where `overrides` replace individual keys (others are left out). Typed
 * as the full catalogue, so it fits the rules and stores the flow shares with other flows; it answers
 * every key they name in the prepare flow (prepare.test.ts), not the other flows' own.
 */
export function createPrepareCatalogue(
  overrides: Partial<Record<MessageKey, string>> = {},
): MessageCatalogue {
  return createCatalogue(
    PREPARE_SECTIONS,
    overrides as Record<string, string>,
  ) as unknown as MessageCatalogue;
}

/** The prepare flow's catalogue with the spec's texts: the default of the wizard store and the saved lists' stores. */
export const prepareCatalogue: MessageCatalogue = /* @__PURE__ */ createPrepareCatalogue();
