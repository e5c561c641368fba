import { describe, expect, it } from 'vitest';
import {
  PICKUP_HISTORY_DAYS,
  PICKUP_UPCOMING_DAYS,
  pickupListQueryFor,
  sortPickupsIntoTabs,
} from './pickupTabs';

const TODAY = '2026-03-04';
const pickup = (id: string, date: string, startTime = 600, endTime = 780, canceled = false) => ({
  id,
  date,
  startTime,
  endTime,
  canceled,
});

describe('view history scheduled pickups (spec 02 §2)', () => {
  const pickups = [
    pickup('today-late', '2026-03-04', 840, 960),
    pickup('today-early', '2026-03-04', 540, 720),
    pickup('tomorrow', '2026-03-05'),
    pickup('next-1', '2026-03-06', 600, 780),
    pickup('next-2', '2026-03-06', 840, 1020),
    pickup('next-3', '2026-03-11', 480, 660),
    pickup('too-far', '2026-03-12'),
    pickup('yesterday', '2026-03-03'),
    pickup('two-weeks-ago', '2026-02-17'),
    pickup('too-old', '2026-02-16'),
    pickup('cancelled', '2026-03-04', 600, 780, true),
  ];

  it('sorts pickups into today, tomorrow, next (seven days) and past (15 days) by their date', () => {
    const tabs = sortPickupsIntoTabs(pickups, TODAY);
    expect(PICKUP_HISTORY_DAYS).toBe(15);
    expect(PICKUP_UPCOMING_DAYS).toBe(7);
    expect(tabs.today.map((p) => p.id)).toEqual(['today-early', 'today-late']);
    expect(tabs.tomorrow.map((p) => p.id)).toEqual(['tomorrow']);
    expect(tabs.past.map((p) => p.id)).toEqual(['yesterday', 'two-weeks-ago']);
  });

  it('groups the next tab by date, newest first, with the minimum start and maximum end of each day', () => {
    const { next } = sortPickupsIntoTabs(pickups, TODAY);
    expect(next.map((group) => [group.date, group.minStartTime, group.maxEndTime])).toEqual([
      ['2026-03-11', 480, 660],
      ['2026-03-06', 600, 1020],
    ]);
    expect(next[1]?.pickups.map((p) => p.id)).toEqual(['next-1', 'next-2']);
  });

  it('asks for the last 15 days, not cancelled, 30 a page; from today when looking at an address', () => {
    expect(pickupListQueryFor({ today: TODAY })).toEqual({
      page: '1',
      itemsPerPage: '30',
      'readyAt[after]': '2026-02-17',
      canceled: 'false',
    });
    expect(
      pickupListQueryFor({
        today: TODAY,
        address: ' 350 Fifth Avenue ',
        postalCode: '10118',
        carrier: 'UPS',
        page: 2,
      }),
    ).toEqual({
      page: '2',
      itemsPerPage: '30',
      'readyAt[after]': TODAY,
      canceled: 'false',
      address: '350 Fifth Avenue',
      postalCode: '10118',
      carrier: 'UPS',
    });
  });
});
