/**
 * The sandbox carriers' clock (SHIPDECK_DEMO_CLOCK; docs/tracking.md#the-demo-clock). At speed 1 a
 * parcel lives in real time; at 3600 an hour of its life passes each second, counted from its booking,
 * so a tester follows a shipment from label to doorstep in a minute. Scans keep the carrier's times
 * (a parcel picked up "tomorrow at 4 pm" says so); only when they are recorded is sped up.
 */
export interface DemoClock {
  readonly speed: number;
  /** The carrier's "now" for a shipment booked at `bookedOn`. */
  carrierTime(bookedOn: Date, realNow: Date): Date;
  /** When, in real time, the carrier's clock of that shipment shows `carrierTime`. */
  realTime(bookedOn: Date, carrierTime: Date): Date;
}

export function createDemoClock(speed = 1): DemoClock {
  if (!(speed >= 1)) throw new RangeError('the demo clock runs at 1x or faster');
  return {
    speed,
    carrierTime: (bookedOn, realNow) =>
      new Date(bookedOn.getTime() + Math.max(0, realNow.getTime() - bookedOn.getTime()) * speed),
    realTime: (bookedOn, carrierTime) =>
      new Date(bookedOn.getTime() + Math.max(0, carrierTime.getTime() - bookedOn.getTime()) / speed),
  };
}
