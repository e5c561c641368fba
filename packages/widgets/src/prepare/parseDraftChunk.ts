// Core's draft reader (the draft schema and zod), as the prepare embed loads it ("#prepareOnDemand").
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';

export { parseDraft } from '@shipdeck/core/shipment/parseDraft';
