import { MountedWidget } from '../embed/MountedWidget';
import { mountPickup } from './mountPickup';
import type { PickupOptions } from './options';

export interface SchedulePickupWidgetProps extends PickupOptions {
  className?: string;
}

/**
 * The pickup scheduler for React hosts: a thin layer over mountPickup (docs/conventions.md#mount-handles).
 * Props are the options; `onPickupConfirmed` and `onError` mirror the DOM events of PickupEventMap.
 */
export function SchedulePickupWidget({ className, ...options }: SchedulePickupWidgetProps) {
  return <MountedWidget mount={mountPickup} options={options} className={className} />;
}
