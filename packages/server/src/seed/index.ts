import type { FastifyBaseLogger } from 'fastify';
import type { CarrierGateway } from '../carriers/index';
import type { SeedStep } from '../db/seedRuns';
import type { PaymentGateway } from '../payments/gateway';
import type { DemoClock } from '../tracking/demoClock';
import { demoAccountsStep } from './demoAccounts';
import { demoAddressesStep } from './demoAddresses';
import { demoDraftsStep } from './demoDrafts';
import { demoItemsStep } from './demoItems';
import { demoOrdersStep } from './demoOrders';
import { demoPartnerKeyStep } from './demoPartnerKey';
import { demoPaymentMethodsStep } from './demoPaymentMethods';
import { demoPickupsStep } from './demoPickups';
import { demoQuotesStep } from './demoQuotes';
import { demoShipmentsStep } from './demoShipments';
import { demoSurveyRunAccountsStep, demoSurveyStep } from './demoSurvey';
import { demoTrackingStep } from './demoTracking';
import { demoWebhooksStep } from './demoWebhooks';

export {
  DEMO_ACCOUNTS,
  DEMO_CLIENT,
  DEMO_IDENTIFIERS,
  DEMO_PASSWORD,
  demoAccountsStep,
} from './demoAccounts';
export { DEMO_ADDRESS_COUNT, demoAddressesStep } from './demoAddresses';
export { DEMO_PARTNER_KEY, demoPartnerKeyStep } from './demoPartnerKey';
export { DEMO_SURVEY_ANSWERS, demoSurveyStep } from './demoSurvey';
export { DEMO_WEBHOOK_ENDPOINT, demoWebhooksStep } from './demoWebhooks';

/**
 * The demo data main.ts seeds on first start, in order. Later issues append steps (accounts of
 * each role and state, contacts, shipments, pickups, drafts); applied steps are never re-run.
 */
export function demoSeedSteps(deps: {
  gateway: CarrierGateway;
  paymentGateway: PaymentGateway;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The sandbox carriers' clock (SHIPDECK_DEMO_CLOCK), when it runs fast. */
  demoClock?: DemoClock;
}): SeedStep[] {
  // The partner key names its creator, the demo admin: after the accounts.
  // The address book belongs to the demo client: after the accounts too.
  return [
    demoQuotesStep(deps),
    demoAccountsStep(),
    demoPartnerKeyStep(),
    demoDraftsStep(deps),
    demoPaymentMethodsStep(deps),
    demoAddressesStep(deps),
    demoShipmentsStep(deps),
    demoItemsStep(deps),
    demoPickupsStep(deps),
    // After every step that books shipments: their scans so far.
    demoTrackingStep(deps),
    // The orders' shipped ones name the demo client's newest shipment: after the shipments.
    demoOrdersStep(deps),
    // The responses name their clients' first shipments: after the shipments.
    demoSurveyStep(deps),
    // The survey's end-to-end test's own first-shipment clients (after the survey step's firstshipment).
    demoSurveyRunAccountsStep(),
    // The demo client's webhook endpoint, registered by the demo admin: after the accounts.
    demoWebhooksStep(),
  ];
}
