// The prepare feature in one room (issue 17): the draft shipment's model (spec 01 §3), its rules
// (spec 01 §5) and the wizard store (spec 01 §4), with the quote → draft conversion beside them.

export type { QuoteToContinue } from './fromQuote';
export { draftFromQuote, draftFromStoredQuote } from './fromQuote';
export { draftFromShipment, duplicateDraft } from './fromShipment';
export * from './model/index';
export * from './rules/index';
export type { ShipmentState, ShipmentStatusName } from './status';
export {
  bookedStatusFlag,
  canCancelShipment,
  hasStatus,
  SHIPMENT_STATE_LABELS,
  SHIPMENT_STATUS,
  shipmentStateOf,
  shipmentStateTone,
} from './status';
export * from './wizard/index';
