import { describe, expect, it } from 'vitest';
import { pickupTimeRules } from './pickupTimeRules';
import {
  displayPickupWindow,
  endTimeOptions,
  formatDuration,
  initialPickupWindow,
  startTimeOptions,
  windowForStart,
} from './pickupWindow';

// Monday 2 March 2026 at the pickup address.
const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const at = (hours: number, minutes = 0) => ({ date: MONDAY, minutes: hours * 60 + minutes });
const ups = pickupTimeRules('UPS', '03');
const dhl = pickupTimeRules('DHL', 'P', {
  pickupWindowEarliestTime: 840,
  pickupWindowLatestTime: 1140,
  minimumPickupWindow: 90,
  cutOffTime: 1050,
  bookByTime: 1050,
});

describe('the pickup window (spec 02 §9)', () => {
  it('starts a UPS day with a window ending at 2:00 PM, the minimum 3 hours long', () => {
    expect(initialPickupWindow(TUESDAY, at(7), ups)).toEqual({ startTime: 660, endTime: 840 });
  });

  it('starts a DHL day at 2 PM with the default 2-hour request window when DHL opens then', () => {
    expect(initialPickupWindow(TUESDAY, at(7), dhl)).toEqual({ startTime: 840, endTime: 960 });
  });

  it('starts a same-day pickup now, rounded up to the next 15 minutes', () => {
    expect(initialPickupWindow(MONDAY, at(12, 7), ups)).toEqual({ startTime: 735, endTime: 915 });
    expect(startTimeOptions(MONDAY, at(12, 7), ups)[0]).toBe(735);
    expect(startTimeOptions(TUESDAY, at(12, 7), ups)[0]).toBe(480);
  });

  it('offers starts in 15-minute steps up to a minimum window before the latest time, and not after the cut-off', () => {
    const starts = startTimeOptions(TUESDAY, at(7), ups);
    expect(starts.slice(0, 3)).toEqual([480, 495, 510]);
    expect(starts.at(-1)).toBe(1140 - 180);
    expect(startTimeOptions(TUESDAY, at(7), dhl).at(-1)).toBe(1050);
    expect(starts.every((m) => m % 15 === 0)).toBe(true);
  });

  it('offers ends from the minimum window after the start up to the latest time', () => {
    const ends = endTimeOptions(600, ups);
    expect(ends[0]).toBe(780);
    expect(ends.at(-1)).toBe(1140);
    expect(endTimeOptions(960, dhl)[0]).toBe(1050);
  });

  it('has no window left on a day the carrier has closed', () => {
    expect(initialPickupWindow(MONDAY, at(16, 5), ups)).toBeNull();
    expect(startTimeOptions(MONDAY, at(16, 5), ups)).toEqual([]);
  });

  it('keeps the end when a new start still leaves the minimum window, else asks for the default window after it', () => {
    expect(windowForStart(600, 900, ups)).toEqual({ startTime: 600, endTime: 900 });
    expect(windowForStart(780, 900, ups)).toEqual({ startTime: 780, endTime: 960 });
    expect(windowForStart(900, 960, dhl)).toEqual({ startTime: 900, endTime: 1020 });
    // Never past the latest time, and never shorter than the minimum.
    expect(windowForStart(1050, null, dhl)).toEqual({ startTime: 1050, endTime: 1140 });
  });

  it('shows a window in am/pm and a minimum window in words', () => {
    expect(displayPickupWindow(840, 960)).toBe('2:00 PM - 4:00 PM');
    expect(displayPickupWindow(570, 750)).toBe('9:30 AM - 12:30 PM');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(180)).toBe('3 hours');
    expect(formatDuration(45)).toBe('45 minutes');
  });
});
