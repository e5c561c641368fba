export type { CalendarDay, DayLike } from './dates';
export {
  compareDays,
  formatPickerDate,
  formatQuoteDate,
  formatShortDate,
  toApiDate,
  toCalendarDay,
} from './dates';
export { formatMoney } from './money';
export { shortReference } from './reference';
export { EMPTY, EMPTY_RATE, orEmpty } from './sentinels';
export { formatClockTime } from './times';
