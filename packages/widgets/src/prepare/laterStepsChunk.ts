// Core's rules of steps 2–3 and booking of step 4, as the prepare embed loads them ("#prepareOnDemand").
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';

export {
  completionKeyOf,
  completionRequestOf,
  pickupFieldErrorsOf,
  validateStep,
} from '@shipdeck/core/shipment/laterSteps';
