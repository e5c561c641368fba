import { randomUUID } from 'node:crypto';
import { type NewOrderBodyInput, newOrderBody, type OrderStatus } from '@shipdeck/core/contract';
import { desc, eq } from 'drizzle-orm';
import { orders, shipments } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { isKnownCountryCode } from '../options/countryOptions';
import { checkNewOrder, orderColumnsOf } from '../orders/orderService';
import { DEMO_CLIENT_ID } from './demoAccounts';

const order = (
  number: string,
  name: string,
  address: NewOrderBodyInput['recipientInformation']['address'],
  lines: Array<[string, string, number, number, number]>,
): NewOrderBodyInput => {
  const subtotal = lines.reduce((sum, [, , quantity, price]) => sum + quantity * price, 0);
  return {
    recipientInformation: {
      name,
      companyName: name,
      address,
      phoneNumber: '+1 212 555 0100',
      email: 'buyer@example.com',
    },
    orderInformation: {
      id: number,
      oderDate: null,
      paidDate: null,
      shippingPaid: 9.5,
      taxPaid: Math.round(subtotal * 8) / 100,
      totalPaid: Math.round((subtotal * 1.08 + 9.5) * 100) / 100,
    },
    orderLineItems: lines.map(([sku, itemName, quantity, price, weight]) => ({
      sku,
      name: itemName,
      quantity,
      price: { amount: price },
      weight,
    })),
  };
};

/** The demo client's orders (issue 15): two in every status of the Orders screen, from its shop. */
export const DEMO_ORDERS: ReadonlyArray<{ status: OrderStatus; body: NewOrderBodyInput }> = [
  [
    'NW-2001',
    'awaiting_payment',
    'Maya Chen',
    {
      addressLine1: '1200 Market Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94102',
      country: 'US',
    },
  ],
  [
    'NW-2002',
    'awaiting_payment',
    'Luis Ortega',
    { addressLine1: '410 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
  ],
  [
    'NW-2003',
    'on_hold',
    'Grace Kim',
    { addressLine1: '88 Pike Street', city: 'Seattle', state: 'WA', zipCode: '98101', country: 'US' },
  ],
  [
    'NW-2004',
    'on_hold',
    'Tom Becker',
    { addressLine1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606', country: 'US' },
  ],
  [
    'NW-2005',
    'awaiting_shipment',
    'Ana Ruiz',
    { addressLine1: '5 Elm Street', city: 'Boston', state: 'MA', zipCode: '02108', country: 'US' },
  ],
  [
    'NW-2006',
    'awaiting_shipment',
    'Sam Lee',
    { addressLine1: '100 King St W', city: 'Toronto', state: 'ON', zipCode: 'M5X 1A9', country: 'CA' },
  ],
  [
    'NW-2007',
    'processed',
    'Priya Shah',
    { addressLine1: '1 Main Street', city: 'Denver', state: 'CO', zipCode: '80202', country: 'US' },
  ],
  [
    'NW-2008',
    'processed',
    'Omar Haddad',
    { addressLine1: '700 Canal St', city: 'New Orleans', state: 'LA', zipCode: '70130', country: 'US' },
  ],
  [
    'NW-2009',
    'cancelled',
    'Eve Stone',
    { addressLine1: '9 Bay Road', city: 'Miami', state: 'FL', zipCode: '33131', country: 'US' },
  ],
  [
    'NW-2010',
    'cancelled',
    'Hal Ng',
    { addressLine1: '4 Peak Road', city: 'Phoenix', state: 'AZ', zipCode: '85004', country: 'US' },
  ],
].map(([number, status, name, address], i) => ({
  status: status as OrderStatus,
  body: order(
    number as string,
    name as string,
    address as NewOrderBodyInput['recipientInformation']['address'],
    i % 2 === 0
      ? [
          ['MUG-BL', 'Stoneware mug', 2, 18, 0.8],
          ['BWL-SM', 'Small bowl', 1, 22, 1.1],
        ]
      : [['VAS-30', 'Ceramic vase', 1, 45, 2.2]],
  ),
}));

/**
 * Orders of the demo client in every status (issue 15), each checked by the New Order rules, dated over the
 * last ten days; the shipped ones linked to the client's newest demo shipment. Demo data only.
 */
export function demoOrdersStep(deps: { now: () => Date }): SeedStep {
  return {
    name: '2026-issue-15-demo-orders',
    async run(db) {
      const now = deps.now();
      const [shipment] = await db
        .select({
          id: shipments.id,
          carrier: shipments.carrier,
          serviceName: shipments.serviceName,
          amountCents: shipments.amountCents,
          currency: shipments.currency,
        })
        .from(shipments)
        .where(eq(shipments.ownerId, DEMO_CLIENT_ID))
        .orderBy(desc(shipments.createdOn))
        .limit(1);
      const rows = DEMO_ORDERS.map(({ status, body }, i) => {
        const day = new Date(now.getTime() - (10 - i) * 86_400_000).toISOString().slice(0, 10);
        const parsed = newOrderBody.parse(body);
        parsed.orderInformation.oderDate = day;
        if (status !== 'awaiting_payment') parsed.orderInformation.paidDate = day;
        const { order, violations } = checkNewOrder(parsed, isKnownCountryCode);
        if (violations.length > 0)
          throw new Error(`demo order ${order.orderInformation.id}: ${violations[0]?.message}`);
        const shipped = status === 'processed' && shipment;
        return {
          id: randomUUID(),
          ownerId: DEMO_CLIENT_ID,
          createdBy: DEMO_CLIENT_ID,
          updatedBy: DEMO_CLIENT_ID,
          source: 'import' as const,
          channelId: null,
          orderNumber: order.orderInformation.id,
          status,
          ...orderColumnsOf(order, day),
          ...(shipped
            ? {
                shipmentId: shipment.id,
                service: `${shipment.carrier} / ${shipment.serviceName}`,
                shipCostCents: shipment.amountCents,
                shipCostCurrency: shipment.currency,
              }
            : {}),
          createdOn: now,
          updatedOn: now,
        };
      });
      await db.insert(orders).values(rows);
    },
  };
}
