import type { NewOrderBodyInput } from '../contract/orders';

/**
 * A complete New Order (spec 02 §3) that passes every rule: a paid domestic order of two lines, number
 * `number`. Overrides replace whole sections. Tests only.
 */
export function newOrder(number = 'NW-1001', overrides: Partial<NewOrderBodyInput> = {}): NewOrderBodyInput {
  return {
    recipientInformation: {
      name: 'Maya Chen',
      companyName: 'Chen Studio',
      address: {
        addressLine1: '1200 Market Street',
        city: 'San Francisco',
        state: 'CA',
        zipCode: '94102',
        country: 'US',
      },
      phoneNumber: '+1 415 555 0134',
      email: 'maya@example.com',
    },
    orderInformation: {
      id: number,
      oderDate: '2026-11-20',
      paidDate: '2026-11-20',
      shippingPaid: 12.5,
      taxPaid: 4.1,
      totalPaid: 70.6,
    },
    orderLineItems: [
      { sku: 'MUG-BL', name: 'Stoneware mug', quantity: 2, price: { amount: 18 }, weight: 1.2 },
      { sku: 'BWL-SM', name: 'Small bowl', quantity: 1, price: { amount: 18 }, weight: 0.9 },
    ],
    ...overrides,
  };
}
