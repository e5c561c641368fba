import { ApiError } from '@shipdeck/core/api';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingEventMap } from './events';
import { CARRIER_ONLY, DELIVERED_OWNER, fakeTrackingClient, IN_TRANSIT } from './fixtures/trackingAnswers';
import { mountTracking } from './mountTracking';
import type { TrackingHandle, TrackingOptions } from './options';
import { defineTrackingElement } from './trackingElement';

let handle: TrackingHandle | null = null;
let element: HTMLElement;

function mount(options: TrackingOptions) {
  element = document.createElement('div');
  document.body.append(element);
  act(() => {
    handle = mountTracking(element, options);
  });
}

afterEach(() => {
  act(() => handle?.unmount());
  handle = null;
  document.body.innerHTML = '';
});

const shadowOf = (host: Element) => host.querySelector('shipdeck-mount')?.shadowRoot as ShadowRoot;
const view = () => within(shadowOf(element) as unknown as HTMLElement);

describe('the tracking widget (issue 14)', () => {
  it('looks up a typed number and shows the carrier, the status and the timeline, newest first', async () => {
    const client = fakeTrackingClient([IN_TRANSIT]);
    const results: Array<TrackingEventMap['shipdeck:tracking-result']> = [];
    mount({ client, onResult: (detail) => results.push(detail) });
    const user = userEvent.setup();
    await user.type(view().getByPlaceholderText('Enter Any Tracking Number'), '1z999aa1 0123456784');
    await user.click(view().getByRole('button', { name: 'Track' }));
    expect(await view().findByText('In transit')).toBeTruthy();
    expect(client.asked).toEqual(['1Z999AA10123456784']);
    const steps = within(view().getByRole('list', { name: 'Tracking history' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-code'))).toEqual([
      'arrived_at_facility',
      'picked_up',
      'label_created',
    ]);
    expect(steps[0]?.textContent).toContain('Secaucus, NJ, US');
    expect(view().getByText('New York, NY, US to Chicago, IL, US')).toBeTruthy();
    expect(results[0]?.result.status?.state).toBe('in_transit');
  });

  it('shows the owner who signed, and the delivery date', async () => {
    mount({ client: fakeTrackingClient([DELIVERED_OWNER]), trackingNumber: DELIVERED_OWNER.trackingNumber });
    expect(await view().findByText('Signed for by PATEL')).toBeTruthy();
    expect(view().getByText(/^Delivered .*2030/)).toBeTruthy();
  });

  it("links another carrier's number to that carrier's page, and says when no carrier knows a number", async () => {
    mount({ client: fakeTrackingClient([CARRIER_ONLY]), trackingNumber: CARRIER_ONLY.trackingNumber });
    const link = await view().findByRole('link', { name: 'Track it on the DHL Express website' });
    expect(link.getAttribute('href')).toBe(CARRIER_ONLY.trackingUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    act(() => handle?.update({ trackingNumber: '1234567890' }));
    expect(
      await view().findByText('This number does not pass any carrier’s check digit. Check it and try again.'),
    ).toBeTruthy();
  });

  it('says when the lookup budget is spent, and tells the host', async () => {
    const errors: Array<TrackingEventMap['shipdeck:error']> = [];
    element = document.createElement('div');
    document.body.append(element);
    element.addEventListener('shipdeck:error', (event) => errors.push((event as CustomEvent).detail));
    act(() => {
      handle = mountTracking(element, {
        client: fakeTrackingClient(
          [],
          new ApiError('Too many requests', { status: 429, errorCode: 'RateLimited' }),
        ),
        trackingNumber: '1Z999AA10123456784',
      });
    });
    expect(
      await view().findByText('Too many lookups from here. Please wait a minute and try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(errors[0]?.code).toBe('rate_limited'));
  });

  it('renders <shipdeck-tracking> in its own shadow root from its tracking-number attribute', async () => {
    defineTrackingElement();
    const client = fakeTrackingClient([IN_TRANSIT]);
    const tag = document.createElement('shipdeck-tracking');
    tag.options = { client };
    tag.setAttribute('tracking-number', IN_TRANSIT.trackingNumber);
    document.body.append(tag);
    const inner = () => within(tag.shadowRoot?.firstElementChild as HTMLElement);
    await waitFor(() => expect(tag.shadowRoot?.textContent).toContain('In transit'));
    expect(inner().getByRole('button', { name: 'Track' })).toBeTruthy();
    act(() => tag.remove());
  });
});
