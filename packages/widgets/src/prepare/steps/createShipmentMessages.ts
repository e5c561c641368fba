/**
 * The widget chrome texts of step 1, Create Shipment (titles, buttons, accessible names the spec does
 * not word). Keys are 'prepare.create.<name>'. The spec's own texts stay in @shipdeck/core's catalogue.
 */
export const createShipmentMessages = {} as const;
