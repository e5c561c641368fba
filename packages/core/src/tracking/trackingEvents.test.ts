import { describe, expect, it } from 'vitest';
import { bookedStatusFlag, hasStatus, SHIPMENT_STATUS, shipmentStateOf } from '../shipment/status';
import { hasOpenError, statusFlagAfterEvent, statusFlagAfterEvents } from './trackingEvents';

const booked = bookedStatusFlag({ customsInvoice: false, certificateOfOrigin: false, pickup: true });

describe('status flags moved by tracking scans (spec 02 §4)', () => {
  it('is awaiting pickup until the carrier picks the parcel up, then in transit', () => {
    const labelled = statusFlagAfterEvent(booked, 'label_created');
    expect(shipmentStateOf(labelled)).toBe('awaiting_pickup');
    const moving = statusFlagAfterEvent(labelled, 'picked_up');
    expect(hasStatus(moving, 'AWAITING_PICKUP')).toBe(false);
    expect(shipmentStateOf(moving)).toBe('in_transit');
  });

  it('ends in transit and sets DELIVERED on delivery', () => {
    const { flag } = statusFlagAfterEvents(booked, [
      'label_created',
      'picked_up',
      'arrived_at_facility',
      'delivered',
    ]);
    expect(hasStatus(flag, 'IN_TRANSIT')).toBe(false);
    expect(shipmentStateOf(flag)).toBe('delivered');
  });

  it('raises ERROR on an exception and resolves it when the parcel moves on', () => {
    const held = statusFlagAfterEvents(booked, ['picked_up', 'delivery_attempted']);
    expect(shipmentStateOf(held.flag)).toBe('error');
    expect(hasOpenError(held.flag)).toBe(true);
    const { flag: resolved } = statusFlagAfterEvents(
      held.flag,
      ['out_for_delivery', 'delivered'],
      held.exceptionOpen,
    );
    expect(hasStatus(resolved, 'ALL_ERRORS_RESOLVED')).toBe(true);
    expect(shipmentStateOf(resolved)).toBe('delivered');
  });

  it('never moves a cancelled shipment', () => {
    const canceled = booked | SHIPMENT_STATUS.CANCELED;
    expect(statusFlagAfterEvents(canceled, ['picked_up', 'delivered']).flag).toBe(canceled);
  });

  it('leaves an error tracking did not raise (a failed capture) to customer service', () => {
    const failedCapture = booked | SHIPMENT_STATUS.ERROR;
    const { flag } = statusFlagAfterEvents(failedCapture, ['picked_up', 'delivered']);
    expect(hasOpenError(flag)).toBe(true);
  });

  it('reopens an error resolved before when another exception comes', () => {
    const { flag } = statusFlagAfterEvents(booked, [
      'picked_up',
      'exception',
      'customs_cleared',
      'delivery_attempted',
    ]);
    expect(shipmentStateOf(flag)).toBe('error');
  });
});
