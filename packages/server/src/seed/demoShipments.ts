import { randomUUID } from 'node:crypto';
import type { Rate } from '@shipdeck/core/contract';
import {
  bookedStatusFlag,
  type Draft,
  draftSchema,
  normalize,
  rateRequestOfPrepare,
  SHIPMENT_STATUS,
  toPrepareShipmentBody,
} from '@shipdeck/core/shipment';
import type { CarrierGateway } from '../carriers/index';
import { shipmentCharges, shipmentDocuments, shipments } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { bookingDocumentRenderer, createDocumentRenderPool, trackingNumberSource } from '../documents/index';
import type { PaymentGateway } from '../payments/gateway';
import { SANDBOX_GOOD_CARDS } from '../payments/sandbox/sandboxPaymentGateway';
import { DEMO_CLIENT_ID } from './demoAccounts';
import { nextWeekday } from './demoQuotes';

const DAY = 86_400_000;

const SENDER = {
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country: 'US',
  phoneNumber: '+1 212 555 0142',
  email: 'client@demo.shipdeck.test',
  address: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
  isResidential: false,
};

interface DemoShipment {
  name: string;
  carrier: Rate['carrier'];
  /** Booked this many days ago. */
  daysAgo: number;
  state: 'awaiting_dropoff' | 'awaiting_pickup' | 'in_transit' | 'delivered' | 'canceled' | 'error';
  paid: boolean;
  draft: Record<string, unknown>;
}

const domestic = (city: string, state: string, zip: string, company: string, contact: string) => ({
  shipmentTo: {
    companyName: company,
    contactName: contact,
    country: 'US',
    phoneNumber: '+1 312 555 0166',
    email: 'orders@example.com',
    address: { addressLine1: '200 W Adams St', city, postalCode: zip, division: state },
    isResidential: false,
  },
  isDocumentsShipment: false,
  shipmentDetails: {
    products: {
      packages: [{ numberOfPackages: 1, weight: 8, length: 14, width: 12, height: 10 }],
      isAnyBatteries: false,
      generalDescription: 'Handmade ceramic bowls',
    },
  },
});

/** One of each state view history tells apart (issue 12: "at least one per status"). */
const DEMO_SHIPMENTS: DemoShipment[] = [
  {
    name: 'Bowls to Chicago',
    carrier: 'UPS',
    daysAgo: 0,
    state: 'awaiting_dropoff',
    paid: true,
    draft: domestic('Chicago', 'IL', '60606', 'Lakeside Kitchen Supply', 'Priya Patel'),
  },
  {
    name: 'Vases to Los Angeles',
    carrier: 'FEDEX',
    daysAgo: 1,
    state: 'awaiting_pickup',
    paid: false,
    draft: domestic('Los Angeles', 'CA', '90012', 'Sunset Studios', 'Marco Ruiz'),
  },
  {
    name: 'Tableware to Berlin',
    carrier: 'DHL',
    daysAgo: 2,
    state: 'in_transit',
    paid: true,
    draft: {
      shipmentTo: {
        companyName: 'Keramik Haus',
        contactName: 'Lena Vogel',
        country: 'DE',
        phoneNumber: '+49 30 901820',
        email: 'lena@example.com',
        address: { addressLine1: 'Invalidenstrasse 117', city: 'Berlin', postalCode: '10115' },
        isResidential: false,
      },
      isDocumentsShipment: false,
      shipmentDetails: {
        products: {
          packages: [{ numberOfPackages: 1, weight: 12, length: 18, width: 14, height: 12 }],
          isAnyBatteries: false,
          generalDescription: 'Stoneware tableware',
          invoiceType: 'commercial',
          items: [
            {
              commodityCode: '6912.00.4400',
              itemDescription: 'Stoneware dinner plates',
              quantity: 24,
              units: 'PCS',
              itemValue: 18,
              itemMade: 'US',
              exportLicenseNumber: 'none',
              weight: 0.35,
            },
          ],
        },
      },
    },
  },
  {
    name: 'Mugs to Boston',
    carrier: 'UPS',
    daysAgo: 6,
    state: 'delivered',
    paid: true,
    draft: domestic('Boston', 'MA', '02110', 'Harbor Tea Room', 'Owen Brooks'),
  },
  {
    name: 'Platters to Denver',
    carrier: 'FEDEX',
    daysAgo: 4,
    state: 'canceled',
    paid: true,
    draft: domestic('Denver', 'CO', '80202', 'Mile High Provisions', 'Ava Chen'),
  },
  {
    name: 'Teapots to Seattle',
    carrier: 'UPS',
    daysAgo: 3,
    state: 'error',
    paid: false,
    draft: domestic('Seattle', 'WA', '98101', 'Rainier Goods', 'Sam Ito'),
  },
];

const S = SHIPMENT_STATUS;

/**
 * The demo client's booked shipments (issue 12), one per state the history shows — awaiting drop-off,
 * awaiting pickup, in transit, delivered, cancelled (refunded) and one needing attention — priced by
 * the sandbox carriers, charged on the demo Visa where paid now, each with its real documents.
 * Demo data only (SHIPDECK_DEMO_DATA=on).
 */
export function demoShipmentsStep(deps: {
  gateway: CarrierGateway;
  paymentGateway: PaymentGateway;
  now: () => Date;
}): SeedStep {
  return {
    name: '2026-issue-12-demo-shipments',
    async run(db) {
      const now = deps.now();
      // Drawn on this thread: a seed runs once, before the server listens.
      const pool = createDocumentRenderPool({ threads: 0 });
      const renderer = bookingDocumentRenderer(pool);
      const trackingNumbers = trackingNumberSource();
      const card = await deps.paymentGateway.tokenizeCard(
        {
          cardNumber: SANDBOX_GOOD_CARDS.Visa,
          expirationDate: `08/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
          cardCode: '123',
          holderName: 'Dana Whitfield',
        },
        now,
      );
      try {
        for (const demo of DEMO_SHIPMENTS) {
          const bookedOn = new Date(now.getTime() - demo.daysAgo * DAY);
          const shipDate = nextWeekday(new Date(bookedOn.getTime() - DAY));
          const draft: Draft = normalize(
            draftSchema.parse({
              name: demo.name,
              shipmentFrom: SENDER,
              ...demo.draft,
              pickupDelivery: { shipmentDate: shipDate, isPickupRequired: demo.state === 'awaiting_pickup' },
            }),
            { today: shipDate },
          );
          const unpriced = toPrepareShipmentBody(draft, { today: shipDate });
          const rates = await deps.gateway.rate(
            rateRequestOfPrepare({ ...unpriced, carrierProduct: '' }, { hasNewPickupRequest: false }),
            { rateClass: 'client', accountDiscount: 0.35, now: bookedOn },
          );
          const rate = rates.find((r) => r.carrier === demo.carrier) ?? rates[0];
          if (!rate || rate.carrier === 'customer_routed') continue;
          const prep = {
            ...toPrepareShipmentBody(draft, { today: shipDate }),
            carrierProduct: rate.carrierProduct,
          };
          const amountCents = Math.round(rate.optimalRate.amount * 100);
          prep.payWithConfirmedAmount = amountCents / 100;
          const id = randomUUID();
          const trackingNumber = trackingNumbers(rate.carrier, rate.carrierProduct);
          const files = await renderer.render({
            shipmentId: id,
            carrier: rate.carrier,
            carrierProduct: rate.carrierProduct,
            serviceName: rate.carrierService.name,
            trackingNumber,
            shipDate,
            prep,
            rate: { ...rate, id: randomUUID(), createdInId: null },
            bookedOn,
            certificateOfOrigin: false,
            returnLabel: false,
          });
          const booked = bookedStatusFlag({
            customsInvoice: prep.international !== null,
            certificateOfOrigin: false,
            pickup: demo.state === 'awaiting_pickup',
          });
          const flag = {
            awaiting_dropoff: booked,
            awaiting_pickup: booked,
            in_transit: booked | S.IN_TRANSIT,
            delivered: booked | S.IN_TRANSIT | S.DELIVERED,
            canceled: booked | S.CANCELED,
            error: booked | S.IN_TRANSIT | S.ERROR,
          }[demo.state];
          const paid = demo.paid && card.ok;
          const authorization =
            paid && card.ok
              ? await deps.paymentGateway.authorize(card.value.token, amountCents, rate.optimalRate.currency)
              : null;
          if (authorization?.ok) await deps.paymentGateway.capture(authorization.value.id);
          await db.transaction(async (tx) => {
            await tx.insert(shipments).values({
              id,
              ownerId: DEMO_CLIENT_ID,
              createdBy: DEMO_CLIENT_ID,
              carrier: rate.carrier,
              carrierProduct: rate.carrierProduct,
              serviceName: rate.carrierService.name,
              trackingNumber,
              targetShipDate: shipDate,
              primaryStatusFlag: flag,
              hasError: demo.state === 'error',
              originCountryCode: prep.origin.countryCode,
              destinationCountryCode: prep.destination.countryCode,
              isDocument: prep.isDocument,
              isDutiable: prep.international !== null,
              isDomestic: prep.origin.countryCode === prep.destination.countryCode,
              isImport: false,
              isUsTerritories: false,
              description: prep.description,
              shipmentReferenceNumber: prep.shipmentReferenceNumber,
              declaredTotalValue: prep.international?.declaredValue ?? null,
              currency: rate.optimalRate.currency,
              request: prep,
              rate: { ...rate, id: randomUUID(), createdInId: null },
              amountCents,
              paymentType: authorization?.ok ? 'pay_now' : 'pay_later',
              usesHouseAccount: false,
              createdOn: bookedOn,
              canceledOn: demo.state === 'canceled' ? new Date(bookedOn.getTime() + DAY / 2) : null,
            });
            await tx.insert(shipmentDocuments).values(
              files.map((file) => ({
                id: randomUUID(),
                shipmentId: id,
                ownerId: DEMO_CLIENT_ID,
                type: file.type,
                fileName: file.fileName,
                content: file.bytes,
                readyOn: bookedOn,
                createdOn: bookedOn,
              })),
            );
            if (authorization?.ok) {
              await tx.insert(shipmentCharges).values({
                id: randomUUID(),
                shipmentId: id,
                ownerId: DEMO_CLIENT_ID,
                authorizationId: authorization.value.id,
                amountCents,
                currency: rate.optimalRate.currency,
                status: demo.state === 'canceled' ? 'refunded' : 'captured',
                createdOn: bookedOn,
                refundedOn: demo.state === 'canceled' ? new Date(bookedOn.getTime() + DAY / 2) : null,
              });
            }
          });
        }
      } finally {
        await pool.close();
      }
    },
  };
}
