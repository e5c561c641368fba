import type { OrderResource } from '../contract/index';
import { type Draft, type DraftInput, draftSchema } from '../shipment/model/draftSchema';
import { normalize } from '../shipment/model/normalize';
import type { PartyInput } from '../shipment/model/partySchema';

/**
 * Ship Selected (spec 02 §4 "Orders"): a new draft from an order. The order's recipient is the draft's
 * recipient, its lines the customs invoice's lines (used when the shipment is international), its weight
 * one package's weight, its number the shipment's reference; the sender is the account's last sender
 * (`shipper`), as a shop ships from one place. What the order never says (box sizes, the delivery
 * service, customs codes) is left for the wizard. `today` is yyyy-MM-dd on the user's calendar.
 */
export function draftFromOrder(order: OrderResource, shipper: PartyInput | null, today: string): Draft {
  const r = order.recipient;
  const international = shipper?.country ? shipper.country !== r.country : r.country !== 'US';
  const draft: DraftInput = {
    name: `Order ${order.orderNumber}`,
    shipmentFrom: shipper ?? {},
    shipmentTo: {
      companyName: r.companyName,
      contactName: r.name,
      country: r.country,
      phoneNumber: r.phoneNumber,
      email: r.email,
      address: {
        addressLine1: r.addressLine1,
        addressLine2: r.addressLine2,
        addressLine3: r.addressLine3,
        city: r.city,
        postalCode: r.zipCode,
        division: r.state,
      },
    },
    isDocumentsShipment: false,
    currency: order.totalSum.currency,
    measurementSystem: 'imperial',
    shipmentDetails: {
      products: {
        packages: [{ numberOfPackages: 1, weight: order.totalWeight }],
        generalDescription: order.description.slice(0, 90),
        isShipmentReferenceNumberExists: true,
        shipmentReferenceNumber: order.orderNumber,
        ...(international && order.lineItems.length > 0
          ? {
              items: order.lineItems.map((line) => ({
                itemDescription: line.name,
                quantity: line.quantity,
                itemValue: line.price.amount,
                weight: line.weight,
              })),
            }
          : {}),
      },
    },
    pickupDelivery: { shipmentDate: today },
    currentStep: 'create_shipment',
  };
  return normalize(draftSchema.parse(draft), { today });
}
