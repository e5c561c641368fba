// Core's rules of steps 2–3 and booking of step 4, as the prepare embed loads them ("#prepareOnDemand"),
// with the texts they read that step 1 does not (pickups, the billing contact's notice …).
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';
import { PREPARE_LATER_SECTIONS } from '@shipdeck/core/shipment/laterSteps';
import { addPrepareTexts } from './prepareMessages';

for (const section of PREPARE_LATER_SECTIONS) addPrepareTexts(section);

export * from '@shipdeck/core/shipment/laterSteps';
