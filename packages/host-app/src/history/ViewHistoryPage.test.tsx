import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';
import { rowActions } from './ShipmentsSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIND = { timeout: 5000 };
const S = {
  CREATED: 1,
  AWAITING_PICKUP: 128,
  AWAITING_DROPOFF: 256,
  IN_TRANSIT: 512,
  DELIVERED: 1024,
  ERROR: 2048,
};

const party = (city: string, countryCode: string) => ({
  companyName: `${city} Co`,
  contactName: 'Dana Whitfield',
  phoneNumber: '+1 212 555 0142',
  email: null,
  countryCode,
  addressLine1: '1 Main Street',
  addressLine2: null,
  addressLine3: null,
  city,
  postalCode: '10118',
  division: null,
  isResidential: false,
});

const shipment = (id: string, flag: number) => ({
  id,
  hasError: false,
  targetShipDate: '2026-11-27',
  trackingNumber: `TRK-${id}`,
  carrier: { id: 'P', name: 'DHL Express Worldwide', productCode: 'P', carrier: 'DHL' },
  primaryStatusFlag: flag,
  primaryStatusFlagLabel: '',
  documents: [],
  ownedById: 'u-1',
  shipmentFrom: party('New York', 'US'),
  shipmentTo: party('Berlin', 'DE'),
  archivedOn: null,
});

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const inDays = (n: number) => {
  const d = new Date(`${today()}T12:00:00`);
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const pickup = (id: string, date: string, start: number, end: number, carrier = 'DHL') => ({
  id: `${id}0000000-0000-4000-8000-000000000000`,
  date,
  location: 'Front desk',
  startTime: start,
  endTime: end,
  displayPickupWindow: '',
  numOfPackages: 3,
  notes: 'Ring twice',
  confirmationNumber: `CONF-${id}`,
  contactName: 'Dana Whitfield',
  companyName: 'Northwind',
  formattedAddress: '350 Fifth Avenue, New York, NY 10118',
  addressLine1: '350 Fifth Avenue',
  shipments: [],
  carrier,
  carrierProduct: 'P',
  canceled: false,
});

interface Lists {
  shipments?: unknown[];
  archived?: unknown[];
  pickups?: unknown[];
  quotes?: unknown[];
  drafts?: unknown[];
}

function stubApi(lists: Lists = {}) {
  const sent: Array<{ method: string; path: string; search: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  const page = (items: unknown[] = []) => json({ 'hydra:member': items, 'hydra:totalItems': items.length });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(init.body) : undefined,
      });
      switch (url.pathname) {
        case '/api/shipments':
          return page(url.searchParams.get('archived') ? lists.archived : lists.shipments);
        case '/api/pickups':
          return page(lists.pickups);
        case '/api/quotes':
          return page(lists.quotes);
        case '/api/shipment_drafts':
          return page(lists.drafts);
        case '/api/archive_shipment_actions':
          return json({
            shipmentIds: (JSON.parse(init?.body ?? '{}') as { shipmentIds: string[] }).shipmentIds,
            archived: true,
          });
        case '/api/cancel_shipment_actions':
          return json({ shipmentCanceled: true, pickupCanceled: false });
        case '/api/cancel_pickup_actions':
          return json({ successful: true, errors: [] });
        case '/api/modify_pickup_actions': {
          const body = JSON.parse(init?.body ?? '{}') as { pickupId: string; pickup: object };
          const before = (lists.pickups ?? []).find((p) => (p as { id: string }).id === body.pickupId);
          return json({
            successful: true,
            errors: [],
            pickup: { ...(before as object), ...body.pickup },
            clash: null,
          });
        }
        default:
          return json({ 'hydra:description': 'Not found.' }, 404);
      }
    }),
  );
  return sent;
}

async function open(path: string, user = testUser()) {
  const { session } = await startTestSession({ user });
  renderRoutes(session, path);
  return userEvent.setup();
}

describe('row actions by status (spec 02 §4)', () => {
  it('hides overview, reprint and edit when delivered, where view and delete show; tracking in transit; cancel before', () => {
    expect(rowActions(S.CREATED | S.AWAITING_PICKUP)).toEqual([
      'overview',
      'reprint',
      'edit',
      'cancel',
      'archive',
      'duplicate',
    ]);
    expect(rowActions(S.CREATED | S.IN_TRANSIT)).toEqual([
      'overview',
      'reprint',
      'edit',
      'tracking',
      'archive',
      'duplicate',
    ]);
    expect(rowActions(S.CREATED | S.IN_TRANSIT | S.DELIVERED)).toEqual([
      'view',
      'delete',
      'archive',
      'duplicate',
    ]);
  });
});

describe('view history (spec 02 §2; issue 14)', () => {
  it("opens at / for a signed-in client with every section's empty state", async () => {
    stubApi();
    await open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'View History' }, FIND)).toBeTruthy();
    expect(await screen.findByText('Looks like there are no Scheduled Pickups!', {}, FIND)).toBeTruthy();
    expect(await screen.findByText('Looks like there are no Scheduled Shipments!', {}, FIND)).toBeTruthy();
    expect(await screen.findByText('Looks like there are no Quotes!', {}, FIND)).toBeTruthy();
    expect(await screen.findByText('Looks like there are no unfinished shipments!', {}, FIND)).toBeTruthy();
    // Not a CSR: neither the selector nor the attention section.
    expect(screen.queryByLabelText('Created By')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Shipments That Need Attention' })).toBeNull();
  });

  it('shows each shipment with its status tone and actions, archives one, and archives several from the global menu', async () => {
    const sent = stubApi({
      shipments: [
        shipment('a', S.CREATED | S.AWAITING_PICKUP),
        shipment('b', S.CREATED | S.IN_TRANSIT),
        shipment('c', S.CREATED | S.DELIVERED),
      ],
    });
    const user = await open('/view-history');
    const rows = await screen.findAllByTestId('shipment-row', {}, FIND);
    expect(rows.map((row) => row.querySelector('[data-tone]')?.getAttribute('data-tone'))).toEqual([
      'info',
      'info',
      'success',
    ]);
    const delivered = rows[2] as HTMLElement;
    expect(within(delivered).queryByRole('button', { name: 'Shipment Overview' })).toBeNull();
    expect(within(delivered).getByRole('button', { name: 'Delete Shipment' })).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Shipment Tracking' })
        .getAttribute('href'),
    ).toBe('/track/TRK-b');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel Shipment' })).toBeTruthy();

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Archive' }));
    await vi.waitFor(() => expect(sent.some((r) => r.path === '/api/archive_shipment_actions')).toBe(true));
    expect(sent.find((r) => r.path === '/api/archive_shipment_actions')?.body).toEqual({
      shipmentIds: ['a'],
      archived: true,
    });

    // One selected: no global menu; two: Archive and Delete for both.
    const fresh = await screen.findAllByTestId('shipment-row', {}, FIND);
    await user.click(within(fresh[0] as HTMLElement).getByRole('checkbox'));
    expect(screen.queryByRole('toolbar')).toBeNull();
    await user.click(within(fresh[1] as HTMLElement).getByRole('checkbox'));
    const menu = await screen.findByRole('toolbar', { name: '2 shipments selected' }, FIND);
    expect(within(menu).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Archive' }));
    await vi.waitFor(() =>
      expect(
        sent.filter((r) => r.path === '/api/archive_shipment_actions').map((r) => r.body),
      ).toContainEqual({
        shipmentIds: ['a', 'b'],
        archived: true,
      }),
    );
  });

  it('sorts pickups into Today and Next (grouped by day with its window in am/pm), and cancels after a confirmation', async () => {
    const sent = stubApi({
      pickups: [
        pickup('a', today(), 840, 960),
        pickup('b', inDays(3), 600, 720, 'UPS'),
        pickup('c', inDays(3), 780, 900, 'UPS'),
      ],
    });
    const user = await open('/view-history?section=scheduled_pickups');
    const section = await screen.findByRole('region', { name: 'Scheduled Pickups' }, FIND);
    expect(await within(section).findByText('CONF-a', {}, FIND)).toBeTruthy();
    // Packages are shown for UPS only.
    expect(within(section).queryByText('Packages')).toBeNull();
    await user.click(within(section).getByRole('tab', { name: 'Next' }));
    expect(within(section).getByRole('heading', { level: 4 }).textContent).toMatch(/10:00 AM - 3:00 PM$/);
    expect(within(section).getAllByText('Packages')).toHaveLength(2);
    await user.click(within(section).getByRole('tab', { name: 'Tomorrow' }));
    expect(
      within(section).getByText('It looks like You do not have Pickup scheduled for tomorrow.'),
    ).toBeTruthy();
    await user.click(within(section).getByRole('tab', { name: 'Past' }));
    expect(
      within(section).getByText('It looks like You did not have Pickups for the last 15 days.'),
    ).toBeTruthy();
    await user.click(within(section).getByRole('tab', { name: 'Today' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel Pickup' }));
    const confirm = await screen.findByRole('dialog', {}, FIND);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(sent.some((r) => r.path === '/api/cancel_pickup_actions')).toBe(true));
  });

  it('changes a DHL pickup to a later window from the list; a UPS pickup gets the reschedule notice', async () => {
    // The first weekday two or more days ahead: the Next tab, a day the carrier picks up.
    let ahead = 2;
    while ([0, 6].includes(new Date(`${inDays(ahead)}T12:00:00`).getDay())) ahead += 1;
    const day = inDays(ahead);
    const dhl = { ...pickup('d', day, 600, 720), timeZone: 'America/New_York' };
    const ups = { ...pickup('u', day, 600, 840, 'UPS'), timeZone: 'America/New_York', carrierProduct: '03' };
    const sent = stubApi({ pickups: [dhl, ups] });
    const user = await open('/view-history?section=scheduled_pickups');
    const section = await screen.findByRole('region', { name: 'Scheduled Pickups' }, FIND);
    await user.click(await within(section).findByRole('tab', { name: 'Next' }, FIND));
    await within(section).findByText('CONF-d', {}, FIND);
    const cards = within(section).getAllByTestId('pickup');
    const dhlCard = cards.find((c) => c.textContent?.includes('CONF-d')) as HTMLElement;
    const upsCard = cards.find((c) => c.textContent?.includes('CONF-u')) as HTMLElement;

    await user.click(within(upsCard).getByRole('button', { name: 'Reschedule' }));
    expect(
      (
        await screen.findByText(
          'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
          {},
          FIND,
        )
      ).textContent,
    ).toBeTruthy();
    expect(within(upsCard).queryByRole('form', { name: 'Edit Pickup' })).toBeNull();

    await user.click(within(dhlCard).getByRole('button', { name: 'Reschedule' }));
    const form = within(dhlCard).getByRole('form', { name: 'Edit Pickup' });
    const save = within(form).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    // spec 02 §4: Save Changes only once something changed.
    expect(save.disabled).toBe(true);
    await user.selectOptions(within(form).getByLabelText('Ready Time'), '660');
    await user.selectOptions(within(form).getByLabelText('Close Time'), '840');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await vi.waitFor(() =>
      expect(sent.find((r) => r.path === '/api/modify_pickup_actions')?.body).toMatchObject({
        pickupId: dhl.id,
        pickup: { date: day, startTime: 660, endTime: 840, location: 'Front desk' },
      }),
    );
    // The list is read again and the form closes.
    await vi.waitFor(() => expect(within(dhlCard).queryByRole('form', { name: 'Edit Pickup' })).toBeNull());
    expect(sent.filter((r) => r.path === '/api/pickups').length).toBeGreaterThan(1);
  });

  it('gives a CSR on a personal account the Created By selector and the attention section', async () => {
    const sent = stubApi();
    const user = await open('/view-history', testUser({ isCSR: true }));
    const selector = (await screen.findByLabelText('Created By', {}, FIND)) as HTMLSelectElement;
    expect(await screen.findByRole('heading', { name: 'Shipments That Need Attention' }, FIND)).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        sent.some(
          (r) => r.path === '/api/shipments' && r.search.includes('creator=csrs&needsAttention=true'),
        ),
      ).toBe(true),
    );
    await user.selectOptions(selector, 'me');
    await vi.waitFor(() =>
      expect(sent.some((r) => r.path === '/api/shipments' && /creator=me$/.test(r.search))).toBe(true),
    );
  });

  it("gives a CSR's Created By CSRs rows the row actions by status, run in the client's profile (spec 02 §4)", async () => {
    const booked = {
      ...shipment('c1', S.AWAITING_PICKUP),
      ownedById: 'client-7',
      owner: { name: 'Dana Whitfield', companyName: 'Whitfield Ceramics' },
    };
    const sent = stubApi({ shipments: [booked] });
    const { session } = await startTestSession({ user: testUser({ isCSR: true }) });
    renderRoutes(session, '/view-history');
    const user = userEvent.setup();
    expect(session.store.getState().isActingForUser()).toBe(false);
    const status = await screen.findByRole('region', { name: 'Shipment Status' }, FIND);
    const actions = await within(status).findByRole('group', { name: 'Actions for shipment TRK-c1' }, FIND);
    // Whose shipment: the client's name and company, not its id.
    const row = within(status).getByTestId('shipment-row');
    expect(within(row).getByText('Account').nextElementSibling?.textContent).toBe(
      'Dana Whitfield (Whitfield Ceramics)',
    );
    expect(row.textContent).not.toContain('client-7');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Shipment Overview',
      'Reprint Documents',
      'Edit Shipment',
      'Cancel Shipment',
      'Archive',
      'Duplicate',
    ]);
    await user.click(within(actions).getByRole('button', { name: 'Archive' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.path === '/api/archive_shipment_actions')?.body).toEqual({
        shipmentIds: ['c1'],
        archived: true,
      }),
    );
    // The archive ran in the client's profile (signed in first), and the list is now the client's.
    expect(session.store.getState().isActingForUser()).toBe(true);
    expect(session.store.getState().authContext?.ownerId).toBe('client-7');
    await screen.findByText(/client's profile/, {}, FIND);
  });

  it("cancels a client's shipment from a CSR's attention section: the dialog outlives the section (spec 02 §4)", async () => {
    const stuck = { ...shipment('e1', S.CREATED | S.ERROR), ownedById: 'client-7' };
    const sent = stubApi({ shipments: [stuck] });
    const user = await open('/view-history', testUser({ isCSR: true }));
    const attention = await screen.findByRole('region', { name: 'Shipments That Need Attention' }, FIND);
    const actions = await within(attention).findByRole(
      'group',
      { name: 'Actions for shipment TRK-e1' },
      FIND,
    );
    await user.click(within(actions).getByRole('button', { name: 'Cancel Shipment' }));
    // In the client's profile now: the attention section is gone, the dialog is not.
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Shipment' }, FIND);
    expect(screen.queryByRole('region', { name: 'Shipments That Need Attention' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel This Shipment Only' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.path === '/api/cancel_shipment_actions')?.body).toEqual({
        shipmentId: 'e1',
        cancelRelatedPickup: false,
      }),
    );
    expect(await screen.findByText('You have successfully canceled Shipment', {}, FIND)).toBeTruthy();
  });

  it('scrolls to the section a landing URL named (kept as the hash), again as the lists above it load', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    let grow: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grow = callback;
        }
        observe() {}
        disconnect() {
          grow = undefined;
        }
      },
    );
    try {
      stubApi({ shipments: [shipment('a', S.CREATED)] });
      await open('/view-history#drafts');
      await vi.waitFor(() => expect(scrolled).toContain('drafts'));
      const before = scrolled.length;
      await screen.findAllByTestId('shipment-row', {}, FIND);
      // The page grew above the drafts: they are brought back into view.
      grow?.();
      expect(scrolled.length).toBe(before + 1);
      expect(scrolled.at(-1)).toBe('drafts');
      // Until the user scrolls.
      window.dispatchEvent(new Event('wheel'));
      expect(grow).toBeUndefined();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows an inactive account's notice in place of each list it may not read, without a useless Try Again", async () => {
    const notice = 'Your account has been inactivated due to non-payment.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              'hydra:title': 'Forbidden',
              'hydra:description': notice,
              errorCode: 'AccountInactive',
            }),
            { status: 403, headers: { 'content-type': 'application/ld+json' } },
          ),
      ),
    );
    await open('/view-history');
    for (const name of ['Scheduled Pickups', 'Shipment Status', 'Standalone Quotes', 'Drafts']) {
      const section = await screen.findByRole('region', { name }, FIND);
      expect(await within(section).findByText(notice, {}, FIND)).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Try Again' })).toBeNull();
    }
  });

  it('loads no list for a quick-access session (spec 02 §2)', async () => {
    const sent = stubApi();
    // At / (at /view-history the shell asks for the password first, spec 03 §4).
    await open('/', testUser({ quickAccess: true }));
    expect(await screen.findByText(/Your history is protected/, {}, FIND)).toBeTruthy();
    expect(
      sent.filter((r) =>
        ['/api/shipments', '/api/pickups', '/api/quotes', '/api/shipment_drafts'].includes(r.path),
      ),
    ).toEqual([]);
  });
});
