import type { LaterStepsSource } from '@shipdeck/core/shipment/wizard';

/**
 * "#prepareOnDemand" by default (the library, the host app, the tests): no later steps given, so the
 * wizard store keeps core's own, bundled, there at once; the draft reader is core's, loaded on first use.
 */
export const prepareLaterSteps: LaterStepsSource | undefined = undefined;
/** Core's texts of the later steps (pickups, the billing contact's notice), there at once. */
export { PREPARE_LATER_SECTIONS as laterCoreSections } from '@shipdeck/core/messages/prepareLater';
export { loadParseDraft } from '@shipdeck/core/shipment/wizard';
