import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partySchema } from '../shipment/model/partySchema';
import { partyOfBody, savedAddressBodyOf } from './savedAddress';

const line = fc.string({ maxLength: 12 });
const body = fc.record({
  companyName: line,
  contactName: line,
  address: fc.record({
    addressLine1: line,
    addressLine2: line,
    addressLine3: line,
    postalCode: line,
    locality: line,
    dependentLocality: line,
    administrativeArea: line,
    countryCode: fc.constantFrom('', 'US', 'DE', 'GB'),
  }),
  contact: fc.record({
    name: line,
    email: line,
    phone: fc.record({ number: line, extension: line }),
  }),
  vatNumber: fc.constantFrom('', ' ', 'DE123'),
  taxId: fc.constantFrom('', '12-345'),
  eoriNumber: fc.constantFrom('', 'GB123456789000'),
  isResidential: fc.constantFrom(true, false, null),
});

// partyOfBody builds the party without zod (the prepare widget's suggestions and saved contacts run in
// its first step): it is what the party schema reads, field for field and in the schema's order.
describe('partyOfBody', () => {
  it('is a party as the schema reads it', () => {
    fc.assert(
      fc.property(body, (b) => {
        const party = partyOfBody(b);
        expect(party).toStrictEqual(partySchema.parse(party));
        expect(JSON.stringify(party)).toBe(JSON.stringify(partySchema.parse(party)));
      }),
    );
  });

  it('gives back the body it was made from, the numbers only when their toggle is on', () => {
    fc.assert(
      fc.property(body, (b) => {
        const again = savedAddressBodyOf(partyOfBody(b));
        expect(again.address).toEqual(b.address);
        expect(again.vatNumber).toBe(b.vatNumber.trim() ? b.vatNumber : '');
        expect(again.isResidential).toBe(b.isResidential);
      }),
    );
  });
});
