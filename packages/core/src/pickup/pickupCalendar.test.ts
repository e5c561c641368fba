import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  firstSelectablePickupDay,
  PICKUP_CALENDAR_DAYS,
  PICKUP_DAYS_AHEAD,
  pickupCalendar,
  pickupDayStatus,
} from './pickupCalendar';
import { pickupTimeRules } from './pickupTimeRules';

// Monday 2 March 2026 at 9:00 AM at the pickup address.
const monday = { date: '2026-03-02', minutes: 540 };
const ups = pickupTimeRules('UPS', '03', { bookByTime: 960 });

describe('the pickup calendar (spec 02 §5, §9)', () => {
  it('shows 42 days, six weeks from the Sunday before the first of the month', () => {
    const march = pickupCalendar(monday, ups);
    expect(PICKUP_CALENDAR_DAYS).toBe(42);
    expect(march.days).toHaveLength(42);
    expect(march).toMatchObject({ year: 2026, month: 3 });
    expect(march.days[0]).toMatchObject({ date: '2026-03-01', inMonth: true });
    expect(march.days[41]).toMatchObject({ date: '2026-04-11', inMonth: false });
    expect(march.days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-03-02']);
    // A month that starts mid-week opens with the end of the previous one.
    expect(pickupCalendar(monday, ups, { year: 2026, month: 4 }).days[0]).toMatchObject({
      date: '2026-03-29',
      inMonth: false,
    });
  });

  it('lets one choose only the next five days, never a weekend', () => {
    const selectable = pickupCalendar(monday, ups)
      .days.filter((d) => d.selectable)
      .map((d) => d.date);
    expect(PICKUP_DAYS_AHEAD).toBe(5);
    expect(selectable).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(pickupDayStatus('2026-03-07', monday, ups).reason).toBe('weekend');
    expect(pickupDayStatus('2026-03-08', monday, ups).reason).toBe('weekend');
    expect(pickupDayStatus('2026-03-09', monday, ups).reason).toBe('tooFar');
    expect(pickupDayStatus('2026-03-01', monday, ups).reason).toBe('past');
  });

  it('reaches over a weekend: from a Friday the next Wednesday is the last day', () => {
    const friday = { date: '2026-03-06', minutes: 540 };
    const days = pickupCalendar(friday, ups)
      .days.filter((d) => d.selectable)
      .map((d) => d.date);
    expect(days).toEqual(['2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11']);
  });

  it('closes today once the booking deadline of the capability check has passed', () => {
    expect(pickupDayStatus('2026-03-02', { date: '2026-03-02', minutes: 960 }, ups).selectable).toBe(true);
    expect(pickupDayStatus('2026-03-02', { date: '2026-03-02', minutes: 961 }, ups)).toEqual({
      selectable: false,
      reason: 'bookByPassed',
    });
    expect(firstSelectablePickupDay({ date: '2026-03-02', minutes: 961 }, ups)).toBe('2026-03-03');
  });

  it('closes today when no window fits before the latest time any more', () => {
    const rules = pickupTimeRules('UPS', '03');
    expect(pickupDayStatus('2026-03-02', { date: '2026-03-02', minutes: 16 * 60 + 1 }, rules).reason).toBe(
      'noWindowLeft',
    );
  });

  it('never offers the same day for FedEx ground and home delivery, but does for FedEx express', () => {
    expect(pickupDayStatus('2026-03-02', monday, pickupTimeRules('FEDEX', 'FEDEX_GROUND')).reason).toBe(
      'sameDayGround',
    );
    expect(
      pickupDayStatus('2026-03-02', monday, pickupTimeRules('FEDEX', 'GROUND_HOME_DELIVERY')).reason,
    ).toBe('sameDayGround');
    expect(pickupDayStatus('2026-03-03', monday, pickupTimeRules('FEDEX', 'FEDEX_GROUND')).selectable).toBe(
      true,
    );
    expect(pickupDayStatus('2026-03-02', monday, pickupTimeRules('FEDEX', 'FEDEX_2_DAY')).selectable).toBe(
      true,
    );
  });

  it('refuses a date that is not one', () => {
    for (const date of ['', '2026-02-30', '03/02/2026', '2026-03-02T00:00:00.000']) {
      expect(pickupDayStatus(date, monday, ups).reason).toBe('invalid');
    }
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-02', '2026-02-15')).toBe(-15);
    expect(addDays('not a day', 1)).toBeUndefined();
  });
});
