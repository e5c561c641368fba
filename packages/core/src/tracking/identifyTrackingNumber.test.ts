import { describe, expect, it } from 'vitest';
import { identifyTrackingNumber } from './identifyTrackingNumber';
import { dhlWaybillNumber, fedexTrackingNumber } from './trackingNumbers';

const WAYBILL = dhlWaybillNumber('123456789');
const FEDEX = fedexTrackingNumber('12345678901');
/** The same number with its last digit one off. */
const wrongDigit = (n: string) => n.slice(0, -1) + ((Number(n.at(-1)) + 1) % 10);

describe('identifying a tracking number by its format and check digit (issue 14)', () => {
  it('names UPS for a 1Z number with a right check digit, with its tracking page', () => {
    expect(identifyTrackingNumber('1z 999 aa1 0123456784')).toEqual({
      number: '1Z999AA10123456784',
      carrier: 'UPS',
      checkDigitValid: true,
      trackingUrl: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    });
  });

  it('names DHL for a 10-digit waybill and FedEx for a 12-digit number when their digits are right', () => {
    expect(identifyTrackingNumber(WAYBILL)).toMatchObject({ carrier: 'DHL', checkDigitValid: true });
    expect(identifyTrackingNumber(FEDEX)).toMatchObject({ carrier: 'FEDEX', checkDigitValid: true });
    expect(identifyTrackingNumber(wrongDigit(FEDEX))).toMatchObject({
      carrier: null,
      checkDigitValid: false,
    });
  });

  it('names no carrier when the check digit is wrong, and none for an unknown format', () => {
    expect(identifyTrackingNumber(wrongDigit(WAYBILL))).toEqual({
      number: wrongDigit(WAYBILL),
      carrier: null,
      checkDigitValid: false,
      trackingUrl: null,
    });
    expect(identifyTrackingNumber('1Z999AA10123456785')).toMatchObject({
      carrier: null,
      checkDigitValid: false,
    });
    expect(identifyTrackingNumber('HELLO')).toMatchObject({ carrier: null, checkDigitValid: null });
  });

  it('names the carrier of a format with no check digit without checking one', () => {
    expect(identifyTrackingNumber('JJD0123456789')).toMatchObject({ carrier: 'DHL', checkDigitValid: null });
    expect(identifyTrackingNumber('123456789012345')).toMatchObject({
      carrier: 'FEDEX',
      checkDigitValid: null,
    });
  });
});
