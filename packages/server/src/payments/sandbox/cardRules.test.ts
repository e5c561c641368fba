import { describe, expect, it } from 'vitest';
import { abaRoutingValid, cardBrand, cardCodeLength, expiryPast, luhnValid, parseExpiry } from './cardRules';

describe('card and bank number rules', () => {
  it('passes the Luhn check for the test cards and fails one changed digit', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(luhnValid(n), n).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('finds the brand from the leading digits and the length', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('Amex');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('37828224631000')).toBeUndefined();
    expect(cardBrand('9111111111111111')).toBeUndefined();
  });

  it('asks 4 security code digits for Amex and 3 for the others', () => {
    expect(cardCodeLength('Amex')).toBe(4);
    expect(cardCodeLength('Visa')).toBe(3);
    expect(cardCodeLength('Discover')).toBe(3);
  });

  it('reads MM/YY and MM/YYYY expiries and refuses other shapes', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('12/2031')).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('0429')).toBeUndefined();
  });

  it('counts a card valid through the end of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    expect(expiryPast(11, 2026, now)).toBe(false);
    expect(expiryPast(10, 2026, now)).toBe(true);
    expect(expiryPast(1, 2025, now)).toBe(true);
    expect(expiryPast(1, 2027, now)).toBe(false);
  });

  it('checks the ABA routing number checksum', () => {
    expect(abaRoutingValid('110000000')).toBe(true);
    expect(abaRoutingValid('021000021')).toBe(true);
    expect(abaRoutingValid('021000022')).toBe(false);
    expect(abaRoutingValid('12345678')).toBe(false);
  });
});
