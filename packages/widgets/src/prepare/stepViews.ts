import { addressBookStyles } from '../addressBook/addressBookStyles';
import type { StepViews } from './PrepareView';
import { prepareShellStyles } from './prepareStyles';
import { CreateShipmentStep } from './steps/CreateShipmentStep';
import { createShipmentStyles } from './steps/createShipmentStyles';
import { DeliveryStep } from './steps/DeliveryStep';
import { laterStepsStyles } from './steps/laterStepsStyles';
import { PaymentStep } from './steps/PaymentStep';
import { ReviewStep } from './steps/ReviewStep';

/** The widget's four steps (spec 01 §2), in the order of PREPARE_STEPS. */
export const defaultStepViews: StepViews = {
  create_shipment: CreateShipmentStep,
  additional_services: DeliveryStep,
  payment_status: PaymentStep,
  review_finish: ReviewStep,
};

/** The whole widget's stylesheet: the shell's and each step's rules. */
export const prepareStyles = `${prepareShellStyles}${createShipmentStyles}${laterStepsStyles}${addressBookStyles}`;
