// What the prepare wizard needs only past step 1 (issue 11): the rules of steps 2 and 3 (the pickup's
// and the payment's, with every step's through validateStep) and the booking of step 4. The store
// reaches it through "#prepareLaterSteps": bundled by default, given by the prepare embed as a chunk
// loaded on demand (widgets' "#prepareOnDemand"), so step 1's first load does not carry it.

export { PREPARE_LATER_SECTIONS } from '../../messages/prepareLater';
export { validateStep } from '../rules/validateStep';
export { completeShipment } from './completion';
