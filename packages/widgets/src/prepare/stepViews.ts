import type { PrepareStep } from '@shipdeck/core/shipment/wizard';
import { type ComponentType, lazy } from 'react';
import { addressBookToolsStyles } from '../addressBook/addressBookToolsStyles';
import type { StepViews } from './PrepareView';
import { prepareShellStyles } from './prepareStyles';
import { CreateShipmentStep } from './steps/CreateShipmentStep';
import { createShipmentStyles } from './steps/createShipmentStyles';

/**
 * Steps 2–4 load when the wizard first needs them (issue 11: step 1 is what a page shows first, and
 * the embed's first file carries only it; each later step is a chunk of its own, in the embed's ES
 * module build as in the host app's route). `preloadStep` fetches a step's chunk ahead of time (the
 * shell asks for the next step's once the current one has rendered), so Continue rarely waits.
 */
const laterSteps = {
  additional_services: () => import('./steps/DeliveryStep').then((m) => m.DeliveryStep),
  payment_status: () => import('./steps/PaymentStep').then((m) => m.PaymentStep),
  review_finish: () => import('./steps/ReviewStep').then((m) => m.ReviewStep),
} satisfies Record<Exclude<PrepareStep, 'create_shipment'>, () => Promise<ComponentType>>;

const loading = new Map<PrepareStep, Promise<ComponentType>>();

/** Starts loading a later step's code (once; a failed load may be retried). */
export function preloadStep(step: PrepareStep): Promise<ComponentType> | null {
  if (step === 'create_shipment') return null;
  const known = loading.get(step);
  if (known) return known;
  const load = laterSteps[step]();
  loading.set(step, load);
  load.catch(() => loading.delete(step));
  return load;
}

const lazyStep = (step: Exclude<PrepareStep, 'create_shipment'>) =>
  lazy(async () => ({ default: (await preloadStep(step)) as ComponentType }));

/** The widget's four steps (spec 01 §2), in the order of PREPARE_STEPS; steps 2–4 load on demand. */
export const defaultStepViews: StepViews = {
  create_shipment: CreateShipmentStep,
  additional_services: lazyStep('additional_services'),
  payment_status: lazyStep('payment_status'),
  review_finish: lazyStep('review_finish'),
};

/**
 * The widget's stylesheet at mount: the shell's and step 1's rules. Steps 2–4 and the dialogs bring
 * theirs (laterStyles.tsx: issue 11, not part of step 1's first load).
 */
export const prepareStyles = `${prepareShellStyles}${createShipmentStyles}${addressBookToolsStyles}`;
