import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../api/apiError';
import type {
  CheckCapabilitiesRequestInput,
  CheckCapabilitiesResponse,
  PickupActionResponse,
  PickupResource,
  SchedulePickupRequestInput,
} from '../contract/pickups';
import type { Timers } from '../runtime/index';
import { createPickupSchedulerStore, type PickupSchedulerStore } from './pickupSchedulerStore';

// Monday 2 March 2026, 9:00 AM in New York (EST, UTC-5).
const NOW = new Date('2026-03-02T14:00:00Z');

const capability = (over: Partial<CheckCapabilitiesResponse> = {}): CheckCapabilitiesResponse => ({
  successful: true,
  errors: [],
  contactCustomerService: false,
  bookByTime: 900,
  pickupWindowEarliestTime: 480,
  pickupWindowLatestTime: 1080,
  minimumPickupWindow: 180,
  cutOffTime: 900,
  timeZone: 'America/New_York',
  ...over,
});

const booked = (over: Partial<PickupResource> = {}): PickupResource => ({
  id: 'p1',
  date: '2026-03-02',
  location: 'Front desk',
  startTime: 660,
  endTime: 840,
  displayPickupWindow: '11:00 AM - 2:00 PM',
  numOfPackages: 2,
  notes: '',
  confirmationNumber: '2929AB12CD3',
  contactName: 'Dana Whitfield',
  companyName: 'Northwind Ceramics',
  formattedAddress: '350 Fifth Avenue, New York, NY 10118',
  addressLine1: '350 Fifth Avenue',
  shipments: [],
  carrier: 'UPS',
  carrierProduct: '03',
  readyAt: '2026-03-02T11:00:00',
  timeZone: 'America/New_York',
  isResidential: false,
  canceled: false,
  canceledOn: null,
  origin: {
    companyName: 'Northwind Ceramics',
    contactName: 'Dana Whitfield',
    country: 'US',
    phoneNumber: '+1 212 555 0142',
    phoneNumberExtension: '',
    email: 'dana@example.com',
    isResidential: false,
    address: {
      addressLine1: '350 Fifth Avenue',
      addressLine2: '',
      addressLine3: '',
      city: 'New York',
      postalCode: '10118',
      division: 'NY',
      suburb: '',
    },
  },
  ownedById: 'u1',
  createdOn: NOW.toISOString(),
  ...over,
});

/** Timers the test runs by hand. */
function manualTimers() {
  let queue: { id: number; callback: () => void }[] = [];
  let next = 0;
  const timers: Timers = {
    setTimeout(callback) {
      next += 1;
      queue.push({ id: next, callback });
      return next;
    },
    clearTimeout(handle) {
      queue = queue.filter((entry) => entry.id !== handle);
    },
  };
  const runAll = () => {
    const due = queue;
    queue = [];
    for (const entry of due) entry.callback();
  };
  return { timers, runAll, pending: () => queue.length };
}

/** An API that answers from the test's queue, recording what it was asked. */
function fakeApi() {
  const capabilityCalls: CheckCapabilitiesRequestInput[] = [];
  const scheduleCalls: SchedulePickupRequestInput[] = [];
  const capabilities: CheckCapabilitiesResponse[] = [];
  const answers: Array<PickupActionResponse | ApiFailure | Error> = [];
  return {
    capabilityCalls,
    scheduleCalls,
    capabilities,
    answers,
    api: {
      async checkCapabilities(request: CheckCapabilitiesRequestInput) {
        capabilityCalls.push(request);
        return capabilities.shift() ?? capability();
      },
      async schedulePickup(request: SchedulePickupRequestInput) {
        scheduleCalls.push(request);
        const answer = answers.shift() ?? { successful: true, errors: [], pickup: booked(), clash: null };
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
}

const origin = {
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  phoneNumber: '+1 212 555 0142',
  email: 'dana@example.com',
  address: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
};

function setup(options: { initialOrigin?: typeof origin | object } = { initialOrigin: origin }) {
  const api = fakeApi();
  const clock = manualTimers();
  const onConfirmed = vi.fn();
  const store = createPickupSchedulerStore(
    { api: api.api, timers: clock.timers, now: () => NOW, onConfirmed },
    { initialOrigin: options.initialOrigin ?? {} },
  );
  return { store, api, clock, onConfirmed };
}

/** Lets pending promise callbacks (the fake API's answers) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function readyUps(store: PickupSchedulerStore) {
  store.getState().selectCarrier('UPS');
  await settle();
  store.getState().setLocation('Front desk');
  store.getState().setNumOfPackages(2);
}

describe('the standalone pickup scheduler (spec 02 §2, §4, §5)', () => {
  it('starts with Confirm Pickup disabled until the required fields are there', () => {
    const { store } = setup({ initialOrigin: {} });
    const state = store.getState();
    expect(state.confirmLabel).toBe('Confirm Pickup');
    expect(state.canConfirm).toBe(false);
    expect(state.form.origin.country).toBe('US');
    expect(state.fieldErrors).toEqual({});
  });

  it('asks UPS for a number of packages (none at selection) and counts one for DHL', () => {
    const { store } = setup();
    store.getState().selectCarrier('UPS');
    expect(store.getState().form.pickup).toMatchObject({
      carrier: 'UPS',
      carrierProduct: '03',
      numOfPackages: null,
    });
    store.getState().selectCarrier('DHL');
    expect(store.getState().form.pickup).toMatchObject({
      carrier: 'DHL',
      carrierProduct: 'P',
      numOfPackages: 1,
    });
  });

  it("checks the carrier's capability at the address and fits the day and window to it", async () => {
    const { store, api } = setup();
    api.capabilities.push(
      capability({ pickupWindowEarliestTime: 840, pickupWindowLatestTime: 1140, minimumPickupWindow: 90 }),
    );
    store.getState().selectCarrier('DHL');
    // Before the answer: the spec's DHL times (from 10:00 AM); the same day starts now (9:00 AM).
    expect(store.getState().form.pickup).toMatchObject({ date: '2026-03-02', startTime: 720, endTime: 840 });
    await settle();
    expect(api.capabilityCalls[0]).toMatchObject({
      carrier: 'DHL',
      carrierProduct: 'P',
      origin: { country: 'US' },
    });
    // DHL usually has no pickup before 2 PM: the window moves there.
    expect(store.getState()).toMatchObject({
      capabilityStatus: 'ready',
      form: { pickup: { date: '2026-03-02', startTime: 840, endTime: 960 } },
    });
    expect(store.getState().startTimeOptions[0]).toBe(840);
  });

  it('moves to the next day once the booking deadline has passed', async () => {
    const { store, api } = setup();
    api.capabilities.push(capability({ bookByTime: 480 }));
    store.getState().selectCarrier('UPS');
    await settle();
    expect(store.getState().form.pickup.date).toBe('2026-03-03');
    const today = store.getState().calendar.days.find((d) => d.date === '2026-03-02');
    expect(today).toMatchObject({ selectable: false, reason: 'bookByPassed', isToday: true });
  });

  it('never starts FedEx ground on the same day', () => {
    const { store } = setup();
    store.getState().selectCarrier('FEDEX', 'FEDEX_GROUND');
    expect(store.getState().form.pickup.date).toBe('2026-03-03');
  });

  it('shows the errors after a first Confirm, and checks again on each change', async () => {
    const { store, api } = setup({ initialOrigin: {} });
    store.getState().selectCarrier('UPS');
    await settle();
    expect(await store.getState().confirm()).toBe(false);
    expect(api.scheduleCalls).toHaveLength(0);
    const state = store.getState();
    expect(state.hasSubmitted).toBe(true);
    expect(state.firstErrorPath).toBe('origin.companyName');
    expect(state.fieldErrors).toMatchObject({
      'origin.companyName': 'Company Name is required',
      'origin.email': 'Email is required',
      'pickup.location': 'Location is required',
      'pickup.numOfPackages': 'Number of Packages is required',
    });
    store.getState().setOrigin({ companyName: 'Northwind Ceramics' });
    expect(store.getState().fieldErrors['origin.companyName']).toBeUndefined();
    expect(store.getState().firstErrorPath).toBe('origin.contactName');
  });

  it('books the pickup: Confirm becomes Pickup Confirmed and the host hears of it', async () => {
    const { store, api, onConfirmed } = setup();
    await readyUps(store);
    expect(store.getState().canConfirm).toBe(true);
    expect(await store.getState().confirm()).toBe(true);
    expect(api.scheduleCalls[0]).toMatchObject({
      onClash: 'ask',
      origin: { companyName: 'Northwind Ceramics', address: { postalCode: '10118' } },
      pickup: { carrier: 'UPS', location: 'Front desk', numOfPackages: 2, date: '2026-03-02' },
    });
    expect(store.getState()).toMatchObject({ status: 'confirmed', confirmLabel: 'Pickup Confirmed' });
    expect(onConfirmed).toHaveBeenCalledWith(expect.objectContaining({ confirmationNumber: '2929AB12CD3' }));
  });

  it("shows Something went wrong! with the server's first error, Try Again closes it and Cancel resets the form", async () => {
    const { store, api } = setup();
    await readyUps(store);
    api.answers.push({
      successful: false,
      errors: [{ message: 'Pickup cannot be scheduled.' }],
      pickup: null,
      clash: null,
    });
    expect(await store.getState().confirm()).toBe(false);
    expect(store.getState()).toMatchObject({
      status: 'failed',
      failure: { title: 'Something went wrong!', message: 'Pickup cannot be scheduled.', code: 'validation' },
    });
    store.getState().closeFailure('tryAgain');
    expect(store.getState()).toMatchObject({ status: 'editing', failure: null });
    expect(store.getState().form.pickup.location).toBe('Front desk');

    api.answers.push(new Error('network down'));
    await store.getState().confirm();
    expect(store.getState().failure).toEqual({
      title: 'Something went wrong!',
      message: 'Please try again.',
      code: 'network',
    });
    store.getState().closeFailure('cancel');
    expect(store.getState().form.pickup).toMatchObject({ carrier: null, location: '' });
    expect(store.getState().failure).toBeNull();
  });

  it("says why a booking failed in the embed runtime's codes: the token, the server", async () => {
    const { store, api } = setup();
    await readyUps(store);
    const refusal = (status: number, errorCode: string, description: string): ApiFailure => ({
      kind: 'failure',
      status,
      title: null,
      description,
      errorCode,
      violations: [],
    });
    // A partner's widget session may quote, not schedule pickups: the server refuses the token.
    api.answers.push(refusal(403, 'Forbidden', 'Access denied.'));
    await store.getState().confirm();
    expect(store.getState().failure).toMatchObject({ message: 'Access denied.', code: 'unauthorized' });
    store.getState().closeFailure('tryAgain');
    api.answers.push(refusal(503, 'ServiceUnavailable', 'Try again later.'));
    await store.getState().confirm();
    expect(store.getState().failure).toMatchObject({ code: 'server' });
    store.getState().closeFailure('tryAgain');
    api.answers.push(refusal(429, 'RateLimited', 'Too many requests.'));
    await store.getState().confirm();
    expect(store.getState().failure).toMatchObject({ code: 'rate_limited' });
  });

  it('keeps the form usable when the capability check cannot be asked, and says why', async () => {
    const { store, api } = setup();
    api.api.checkCapabilities = async () => {
      throw new Error('offline');
    };
    store.getState().selectCarrier('DHL');
    await settle();
    expect(store.getState()).toMatchObject({ capabilityStatus: 'error', capabilityError: 'network' });
    expect(store.getState().startTimeOptions.length).toBeGreaterThan(0);
    api.api.checkCapabilities = async () => capability();
    store.getState().selectCarrier('UPS');
    await settle();
    expect(store.getState()).toMatchObject({ capabilityStatus: 'ready', capabilityError: null });
  });

  it("puts the server's field refusals at their fields", async () => {
    const { store, api } = setup();
    await readyUps(store);
    api.answers.push({
      kind: 'failure',
      status: 422,
      title: null,
      description: 'That time has passed.',
      errorCode: 'ValidationFailed',
      violations: [{ propertyPath: 'pickup.startTime', message: 'That time has passed.', severity: 'error' }],
    });
    await store.getState().confirm();
    expect(store.getState()).toMatchObject({
      status: 'editing',
      fieldErrors: { 'pickup.startTime': 'That time has passed.' },
      firstErrorPath: 'pickup.startTime',
    });
  });

  it('offers the clash choices and adds to the existing pickup when asked', async () => {
    const { store, api } = setup();
    await readyUps(store);
    const existing = booked({ id: 'existing', startTime: 600, endTime: 780 });
    api.answers.push({
      successful: false,
      errors: [{ message: 'You already have a UPS pickup here…' }],
      pickup: null,
      clash: { pickup: existing, options: ['addToExisting', 'chooseAnotherDate'] },
    });
    await store.getState().confirm();
    expect(store.getState()).toMatchObject({ status: 'clash', clash: { pickup: { id: 'existing' } } });
    api.answers.push({ successful: true, errors: [], pickup: existing, clash: null });
    expect(await store.getState().resolveClash('addToExisting')).toBe(true);
    expect(api.scheduleCalls[1]?.onClash).toBe('addToExisting');
    expect(store.getState().confirmed?.id).toBe('existing');
  });

  it('clears the date when the user chooses another one after a clash', async () => {
    const { store, api } = setup();
    await readyUps(store);
    api.answers.push({
      successful: false,
      errors: [],
      pickup: null,
      clash: { pickup: booked(), options: ['addToExisting', 'chooseAnotherDate'] },
    });
    await store.getState().confirm();
    await store.getState().resolveClash('chooseAnotherDate');
    expect(store.getState()).toMatchObject({
      status: 'editing',
      clash: null,
      firstErrorPath: 'pickup.date',
      form: { pickup: { date: '', startTime: null, endTime: null } },
    });
  });

  it('opens the outside-US contact modal when the origin leaves the US', () => {
    const { store } = setup();
    store.getState().setOrigin({ country: 'DE' });
    expect(store.getState().contactModalOpen).toBe(true);
    store.getState().closeContactModal();
    expect(store.getState().contactModalOpen).toBe(false);
  });

  it('asks the capability again, once, after the address settles', async () => {
    const { store, api, clock } = setup();
    store.getState().selectCarrier('UPS');
    await settle();
    store.getState().setAddress({ postalCode: '9' });
    store.getState().setAddress({ postalCode: '90' });
    store.getState().setAddress({ postalCode: '90210', division: 'CA' });
    expect(clock.pending()).toBe(1);
    api.capabilities.push(capability({ timeZone: 'America/Los_Angeles' }));
    clock.runAll();
    await settle();
    expect(api.capabilityCalls).toHaveLength(2);
    expect(api.capabilityCalls[1]?.origin).toMatchObject({
      address: { postalCode: '90210', division: 'CA' },
    });
    expect(store.getState().timeZone).toBe('America/Los_Angeles');
    store.getState().dispose();
  });

  it('drops the answer of a capability check the user has moved on from', async () => {
    const { store, api } = setup();
    const held: Array<(answer: CheckCapabilitiesResponse) => void> = [];
    api.api.checkCapabilities = (request) =>
      new Promise((resolve) => {
        api.capabilityCalls.push(request);
        held.push(resolve);
      });
    store.getState().selectCarrier('UPS');
    store.getState().selectCarrier('DHL');
    held[1]?.(
      capability({ pickupWindowEarliestTime: 840, pickupWindowLatestTime: 1140, minimumPickupWindow: 90 }),
    );
    await settle();
    // The UPS answer comes last and is ignored: DHL's 2 PM opening stays.
    held[0]?.(capability({ pickupWindowEarliestTime: 480, minimumPickupWindow: 180 }));
    await settle();
    expect(store.getState().capability?.pickupWindowEarliestTime).toBe(840);
    expect(store.getState().form.pickup).toMatchObject({ carrier: 'DHL', startTime: 840 });
  });

  it('reads the calendar in the time zone of the address', () => {
    const { store } = setup({ initialOrigin: { ...origin, address: { ...origin.address, division: 'CA' } } });
    expect(store.getState().timeZone).toBe('America/Los_Angeles');
    store.getState().selectCarrier('UPS');
    // 6:00 AM in Los Angeles: today's window opens at the carrier's 8:00 AM, not at now.
    expect(store.getState().startTimeOptions[0]).toBe(480);
  });
});
