import type { ApiErrorCode } from '@shipdeck/core/api';
import type { PrepareStep } from '@shipdeck/core/shipment/wizard';

/** `shipdeck:step` detail: the step the wizard moved to (the app keeps `?step=` in its address). */
export interface PrepareStepDetail {
  step: PrepareStep;
  draftId: string | null;
}

/** `shipdeck:draft-saved` detail: the stored draft (created or updated). */
export interface PrepareDraftSavedDetail {
  draftId: string;
}

/** `shipdeck:quit` detail: the draft the user saved and left. */
export interface PrepareLeaveDetail {
  draftId: string | null;
}

/**
 * `shipdeck:support` detail (Save & Send to Support, spec 01 §4): the saved draft, the support
 * request sent about it, and the notice to show where the host goes next (our app: view history).
 */
export interface PrepareSupportDetail extends PrepareLeaveDetail {
  requestId: string;
  message: string;
}

/**
 * `shipdeck:freight-quote` detail (spec 01 §2 freight quote modal): the stored request and the
 * notice to show. The host goes on: a signed-in user to view history, a guest to the guest landing
 * page, without the notice (spec 02 §4).
 */
export interface PrepareFreightQuoteDetail {
  requestId: string;
  draftId: string | null;
  message: string;
}

/**
 * `shipdeck:shipment-created` detail (issue 12): the booked shipment, its tracking number and
 * carrier, and each document's API address (GET it with the same credentials: `{type, file}`).
 */
export interface PrepareShipmentCreatedDetail {
  shipmentId: string;
  trackingNumber: string | null;
  carrier: string | null;
  carrierProduct: string | null;
  documents: Array<{ id: string; type: string; url: string }>;
}

/** `shipdeck:error` detail, as the quote widget's (a documented code and the text shown). */
export interface PrepareErrorDetail {
  code: ApiErrorCode;
  title: string | null;
  message: string;
}

/**
 * Every event the prepare widget sends to the host page, dispatched from `<shipdeck-prepare>` (or
 * the element given to mountPrepare), bubbling and composed. React hosts get the same details
 * through the props onStep, onDraftSaved, onQuit, onSendToSupport, onFreightQuote and onError.
 */
export interface PrepareEventMap {
  'shipdeck:step': PrepareStepDetail;
  'shipdeck:draft-saved': PrepareDraftSavedDetail;
  /** Save Draft & Quit: the draft is saved; the host leaves the screen (our app: view history). */
  'shipdeck:quit': PrepareLeaveDetail;
  /** Save & Send to Support: the draft is saved and the request sent; spec 01 §2 goes to view history. */
  'shipdeck:support': PrepareSupportDetail;
  /** A freight quote was requested (spec 01 §2). */
  'shipdeck:freight-quote': PrepareFreightQuoteDetail;
  /** Complete Shipment booked it: the host opens its summary (our app: /shipment-summary/{id}). */
  'shipdeck:shipment-created': PrepareShipmentCreatedDetail;
  /** The draft could not be loaded ("Draft not found") or the option lists failed. */
  'shipdeck:error': PrepareErrorDetail;
}

export type PrepareEventName = keyof PrepareEventMap;

export const PREPARE_EVENT_CALLBACKS = {
  'shipdeck:step': 'onStep',
  'shipdeck:draft-saved': 'onDraftSaved',
  'shipdeck:quit': 'onQuit',
  'shipdeck:support': 'onSendToSupport',
  'shipdeck:freight-quote': 'onFreightQuote',
  'shipdeck:shipment-created': 'onShipmentCreated',
  'shipdeck:error': 'onError',
} as const satisfies Record<PrepareEventName, string>;

export type PrepareEventCallbacks = {
  [K in PrepareEventName as (typeof PREPARE_EVENT_CALLBACKS)[K]]?: (detail: PrepareEventMap[K]) => void;
};

/** Sends one event from `target` (bubbling, composed) and calls its callback. */
export function emitPrepareEvent<K extends PrepareEventName>(
  target: EventTarget,
  callbacks: PrepareEventCallbacks,
  name: K,
  detail: PrepareEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  const callback = callbacks[PREPARE_EVENT_CALLBACKS[name]] as
    | ((detail: PrepareEventMap[K]) => void)
    | undefined;
  callback?.(detail);
}
