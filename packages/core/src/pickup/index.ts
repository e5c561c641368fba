// Pickups (spec 02 §2-§9, issue 13): every pickup rule in one place — the carriers' times and windows,
// the calendar, the field limits, fees, the clash rule, view history's tabs — and the standalone
// scheduler's store. The server checks pickups with the same rules.
export { formatPickupAddress } from './formatPickupAddress';
export type { LocalClock } from './localClock';
export { isKnownTimeZone, localClock, MINUTES_PER_DAY } from './localClock';
export type { TimeZoneAddress } from './originTimeZone';
export { DEFAULT_PICKUP_TIME_ZONE, originTimeZone, US_STATE_TIME_ZONES } from './originTimeZone';
export type {
  PickupCalendarDay,
  PickupCalendarMonth,
  PickupDayReason,
  PickupDayStatus,
} from './pickupCalendar';
export {
  addDays,
  daysBetween,
  firstSelectablePickupDay,
  PICKUP_CALENDAR_DAYS,
  PICKUP_DAYS_AHEAD,
  pickupCalendar,
  pickupDayStatus,
} from './pickupCalendar';
export type { StandalonePickupCarrierOption } from './pickupCarriers';
export {
  canModifyPickup,
  countsPackages,
  DEFAULT_PICKUP_PRODUCT,
  isFedexGroundService,
  pickupCarrierOf,
  STANDALONE_PICKUP_CARRIERS,
} from './pickupCarriers';
export type { ClashCandidate, PickupAddressKey } from './pickupClash';
export { findPickupClash, pickupAddressKey, pickupClashOptions } from './pickupClash';
export { PICKUP_FEES, pickupFee, pickupFeeTotal } from './pickupFees';
export type { PickupFieldLimits } from './pickupFieldLimits';
export { PICKUP_FIELD_LIMITS, usesDomesticLabelLimits } from './pickupFieldLimits';
export type { PickupFormFields, PickupRuleContext, StandalonePickupForm } from './pickupRules';
export {
  canConfirmStandalonePickup,
  checkPickupWindow,
  packagesFor,
  validatePickupForm,
  validateStandalonePickup,
} from './pickupRules';
export type {
  PickupSchedulerActions,
  PickupSchedulerApi,
  PickupSchedulerDeps,
  PickupSchedulerOptions,
  PickupSchedulerState,
  PickupSchedulerStatus,
  PickupSchedulerStore,
  PickupSchedulerStoreState,
} from './pickupSchedulerStore';
export { createPickupSchedulerStore } from './pickupSchedulerStore';
export type { PickupDayGroup, PickupTab, PickupTabs, TabbedPickup } from './pickupTabs';
export {
  PICKUP_HISTORY_DAYS,
  PICKUP_TABS,
  PICKUP_UPCOMING_DAYS,
  pickupListQueryFor,
  sortPickupsIntoTabs,
} from './pickupTabs';
export type { PickupTimeRules } from './pickupTimeRules';
export {
  MINIMUM_PICKUP_WINDOW,
  PICKUP_TIMES,
  pickupTimeRules,
} from './pickupTimeRules';
export type { PickupWindow } from './pickupWindow';
export {
  displayPickupWindow,
  earliestStartOn,
  endTimeOptions,
  formatDuration,
  initialPickupWindow,
  latestStart,
  requestWindowOf,
  startTimeOptions,
  windowForStart,
} from './pickupWindow';
