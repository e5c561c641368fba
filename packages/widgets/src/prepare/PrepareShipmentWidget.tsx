import { MountedWidget } from '../embed/MountedWidget';
import { mountPrepare } from './mountPrepare';
import type { PrepareOptions } from './options';

export interface PrepareShipmentWidgetProps extends PrepareOptions {
  className?: string;
}

/**
 * The prepare-shipment widget for React hosts: a thin layer over mountPrepare. Props are the
 * options; onStep, onDraftSaved, onQuit, onSendToSupport and onError mirror the DOM events of
 * PrepareEventMap. It renders in a shadow root of its own unless `shadow={false}`.
 */
export function PrepareShipmentWidget({ className, ...options }: PrepareShipmentWidgetProps) {
  return <MountedWidget mount={mountPrepare} options={options} className={className} />;
}
