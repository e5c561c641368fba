import { describe, expect, it } from 'vitest';
import {
  bookedStatusFlag,
  canCancelShipment,
  SHIPMENT_STATUS as S,
  shipmentStateOf,
  shipmentStateTone,
} from './status';

describe('the shipment status bit set (spec 02 §4)', () => {
  it('has the spec’s bits', () => {
    expect(S).toMatchObject({
      NONE: 0,
      CREATED: 1,
      LABEL_GENERATED: 32,
      AWAITING_PICKUP: 128,
      IN_TRANSIT: 512,
      DELIVERED: 1024,
      ERROR: 2048,
      CANCELED: 16384,
    });
  });

  it('shows the furthest state reached, a cancellation or an unresolved error first', () => {
    const booked = bookedStatusFlag({ customsInvoice: true, certificateOfOrigin: false, pickup: true });
    expect(booked & S.CUSTOMS_INVOICE_GENERATED).toBeTruthy();
    expect(booked & S.COO_GENERATED).toBe(0);
    expect(shipmentStateOf(booked)).toBe('awaiting_pickup');
    expect(
      shipmentStateOf(bookedStatusFlag({ customsInvoice: false, certificateOfOrigin: false, pickup: false })),
    ).toBe('awaiting_dropoff');
    expect(shipmentStateOf(booked | S.IN_TRANSIT)).toBe('in_transit');
    expect(shipmentStateOf(booked | S.IN_TRANSIT | S.DELIVERED)).toBe('delivered');
    expect(shipmentStateOf(booked | S.ERROR)).toBe('error');
    expect(shipmentStateOf(booked | S.ERROR | S.ALL_ERRORS_RESOLVED)).toBe('awaiting_pickup');
    expect(shipmentStateOf(booked | S.CANCELED)).toBe('canceled');
  });

  it('colours delivered as success, errors as error, awaiting pickup and in transit as information', () => {
    expect(shipmentStateTone('delivered')).toBe('success');
    expect(shipmentStateTone('error')).toBe('error');
    expect(shipmentStateTone('awaiting_pickup')).toBe('info');
    expect(shipmentStateTone('in_transit')).toBe('info');
    expect(shipmentStateTone('awaiting_dropoff')).toBe('neutral');
  });

  it('allows Cancel Shipment only before the carrier has it (awaiting pickup, drop-off or none)', () => {
    const booked = bookedStatusFlag({ customsInvoice: false, certificateOfOrigin: false, pickup: true });
    expect(canCancelShipment(booked)).toBe(true);
    expect(canCancelShipment(S.NONE)).toBe(true);
    expect(canCancelShipment(booked | S.IN_TRANSIT)).toBe(false);
    expect(canCancelShipment(booked | S.DELIVERED)).toBe(false);
    expect(canCancelShipment(booked | S.CANCELED)).toBe(false);
  });
});
