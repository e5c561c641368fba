// Public API of @shipdeck/widgets (React components; the embed bundle is built from src/embed).

export type { AddressBookModalProps } from './addressBook/AddressBookModal';
export { AddressBookModal } from './addressBook/AddressBookModal';
export type { AddressBookWidgetProps } from './addressBook/AddressBookWidget';
export { AddressBookWidget } from './addressBook/AddressBookWidget';
export type { ShipdeckAddressBookElement } from './addressBook/addressBookElement';
export { ADDRESS_BOOK_ATTRIBUTES, defineAddressBookElement } from './addressBook/addressBookElement';
export type {
  AddressBookMessageKey,
  AddressBookTranslate,
  AddressBookWidgetMessageKey,
} from './addressBook/addressBookMessages';
export { addressBookWidgetMessages, createAddressBookTranslate } from './addressBook/addressBookMessages';
export type { ItemsListModalProps } from './addressBook/ItemsListModal';
export { ItemsListModal } from './addressBook/ItemsListModal';
export type {
  AddressBookClient,
  AddressBookHandle,
  AddressBookMountOptions,
} from './addressBook/mountAddressBook';
export { addressBookModalStyles, mountAddressBook } from './addressBook/mountAddressBook';
export type { WidgetElementSpec } from './embed/defineWidgetElement';
export { defineWidgetElement } from './embed/defineWidgetElement';
export type {
  MountWidget,
  ShipdeckGlobal,
  WidgetHandle,
  WidgetKind,
  WidgetTypes,
} from './embed/shipdeckGlobal';
export { WIDGET_TAGS } from './embed/shipdeckGlobal';
export type {
  QuoteEventMapAsDom,
  ShipdeckAddressBookAttributes,
  ShipdeckPrepareAttributes,
  ShipdeckQuoteAttributes,
} from './jsx';
export type { MessageKey, MessageOverrides, Translate, WidgetMessageKey } from './messages';
export type {
  PickupConfirmedDetail,
  PickupErrorDetail,
  PickupEventCallbacks,
  PickupEventMap,
} from './pickup/events';
export { mountPickup } from './pickup/mountPickup';
export type { PickupClient, PickupHandle, PickupInitialOrigin, PickupOptions } from './pickup/options';
export type { ShipdeckPickupElement } from './pickup/pickupElement';
export { definePickupElement, PICKUP_ATTRIBUTES } from './pickup/pickupElement';
export type { PickupMessageOverrides } from './pickup/pickupMessages';
export type { SchedulePickupWidgetProps } from './pickup/SchedulePickupWidget';
export { SchedulePickupWidget } from './pickup/SchedulePickupWidget';
export type {
  PrepareDraftSavedDetail,
  PrepareErrorDetail,
  PrepareEventCallbacks,
  PrepareEventMap,
  PrepareFreightQuoteDetail,
  PrepareLeaveDetail,
  PrepareStepDetail,
  PrepareSupportDetail,
} from './prepare/events';
export { mountPrepare } from './prepare/mountPrepare';
export type { PrepareClient, PrepareHandle, PrepareOptions } from './prepare/options';
export type { PrepareShipmentWidgetProps } from './prepare/PrepareShipmentWidget';
export { PrepareShipmentWidget } from './prepare/PrepareShipmentWidget';
export type { ShipdeckPrepareElement } from './prepare/prepareElement';
export { definePrepareElement, PREPARE_ATTRIBUTES } from './prepare/prepareElement';
export type { PrepareMessageOverrides } from './prepare/prepareMessages';
export type { SupportApi, SupportContacts } from './prepare/requests/supportApi';
export type {
  QuoteContinueDetail,
  QuoteErrorDetail,
  QuoteEventCallbacks,
  QuoteEventMap,
  QuoteEventName,
  QuoteRatesDetail,
} from './quote/events';
export { mountQuote } from './quote/mountQuote';
export type { QuoteClient, QuoteHandle, QuoteOptions } from './quote/options';
export type { QuoteWidgetProps } from './quote/QuoteWidget';
export { QuoteWidget } from './quote/QuoteWidget';
export type { ShipdeckQuoteElement } from './quote/quoteElement';
export { defineQuoteElement, QUOTE_ATTRIBUTES } from './quote/quoteElement';
export type { LookupApi, QuoteLookupState, QuoteLookups } from './quote/quoteLookups';
export { createQuoteLookups, POSTAL_SUGGESTION_MIN_CHARS } from './quote/quoteLookups';
export type { TrackingErrorDetail, TrackingEventMap, TrackingResultDetail } from './tracking/events';
export { mountTracking } from './tracking/mountTracking';
export type { TrackingHandle, TrackingOptions } from './tracking/options';
export type { TrackingWidgetProps } from './tracking/TrackingWidget';
export { TrackingWidget } from './tracking/TrackingWidget';
export type { ShipdeckTrackingElement } from './tracking/trackingElement';
export { defineTrackingElement, TRACKING_ATTRIBUTES } from './tracking/trackingElement';
export type { TrackingMessageKey, TrackingMessageOverrides } from './tracking/trackingMessages';
export { trackingWidgetMessages } from './tracking/trackingMessages';
export type { ReadableStore } from './useStore';
export { useStore } from './useStore';
export { createTranslate, widgetMessages } from './widgetMessages';
