import { createPickupSchedulerStore } from '@shipdeck/core/pickup';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_COUNTRIES } from '../quote/fixtures/fakeQuoteClient';
import { demoOrigin, fakePickupClient, SCENARIO_NOW } from './fixtures/pickupScenarios';
import { mountPickup } from './mountPickup';
import { definePickupElement } from './pickupElement';

afterEach(cleanup);

function mounted(outcome: 'ok' | 'refused' | 'forbidden' = 'ok') {
  const fake = fakePickupClient(outcome);
  const store = createPickupSchedulerStore(
    { api: fake.client, now: () => SCENARIO_NOW },
    { initialOrigin: demoOrigin, debounceMs: 0 },
  );
  const element = document.createElement('div');
  document.body.append(element);
  const onPickupConfirmed = vi.fn();
  const onError = vi.fn();
  const handle = mountPickup(element, {
    client: fake.client,
    store,
    shadow: false,
    onPickupConfirmed,
    onError,
  });
  return { ...fake, store, element, handle, onPickupConfirmed, onError, user: userEvent.setup() };
}

describe('mountPickup (spec 02 §2 standalone pickup screen, §4)', () => {
  it('books a DHL pickup: Confirm Pickup becomes "Pickup Confirmed" and the host hears of it', async () => {
    const w = mounted();
    const form = within(w.element);
    await w.user.selectOptions(await form.findByLabelText('Pickup Carrier'), 'DHL');
    await w.user.type(form.getByLabelText('Location'), 'Front desk');
    const confirm = form.getByRole('button', { name: 'Confirm Pickup' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await w.user.click(confirm);
    expect(await form.findByRole('button', { name: 'Pickup Confirmed' })).toBeTruthy();
    expect(w.calls.schedule[0]).toMatchObject({
      origin: { companyName: 'Northwind Ceramics' },
      pickup: { carrier: 'DHL', carrierProduct: 'P', location: 'Front desk' },
    });
    expect(w.onPickupConfirmed).toHaveBeenCalledWith(
      expect.objectContaining({ pickupId: 'pk-1', confirmationNumber: 'JFK261201004512' }),
    );
    w.handle.unmount();
  });

  it('shows the failure modal; Try Again closes it, keeping the form', async () => {
    const w = mounted('refused');
    const form = within(w.element);
    await w.user.selectOptions(await form.findByLabelText('Pickup Carrier'), 'UPS');
    await w.user.type(form.getByLabelText('Location'), 'Dock');
    await w.user.type(form.getByLabelText('Number of Packages'), '2');
    await w.user.click(form.getByRole('button', { name: 'Confirm Pickup' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Something went wrong!');
    expect(dialog.textContent).toContain('Pickup cannot be scheduled.');
    // The carrier's refusal: the request as it is was refused.
    expect(w.onError).toHaveBeenCalledWith({ code: 'validation', message: 'Pickup cannot be scheduled.' });
    await w.user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((form.getByLabelText('Location') as HTMLInputElement).value).toBe('Dock');
    w.handle.unmount();
  });

  it("says why a booking failed in the embed runtime's codes: an account's, not a widget session's", async () => {
    const w = mounted('forbidden');
    const form = within(w.element);
    await w.user.selectOptions(await form.findByLabelText('Pickup Carrier'), 'DHL');
    await w.user.type(form.getByLabelText('Location'), 'Front desk');
    await w.user.click(form.getByRole('button', { name: 'Confirm Pickup' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Access denied.');
    expect(w.onError).toHaveBeenCalledWith({
      code: 'unauthorized',
      message: 'Scheduling a pickup needs a signed-in Shipdeck account. Please sign in and try again.',
    });
    w.handle.unmount();
  });

  it('tells the host when the pickup times cannot be asked (network), keeping the form usable', async () => {
    const fake = fakePickupClient();
    fake.client.checkCapabilities = async () => {
      throw new TypeError('Failed to fetch');
    };
    const element = document.createElement('div');
    document.body.append(element);
    const onError = vi.fn();
    const handle = mountPickup(element, {
      client: fake.client,
      initialOrigin: demoOrigin,
      shadow: false,
      onError,
    });
    await userEvent.setup().selectOptions(await within(element).findByLabelText('Pickup Carrier'), 'UPS');
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        code: 'network',
        message:
          'We could not check pickup times at this address. The usual times are shown; please try again later.',
      }),
    );
    expect((within(element).getByLabelText('Location') as HTMLInputElement).disabled).toBe(false);
    handle.unmount();
  });

  it('lists the countries of the option list every widget reads, not a list of its own', async () => {
    const w = mounted();
    const country = (await within(w.element).findByLabelText('Country')) as HTMLSelectElement;
    await waitFor(() => expect(country.options.length).toBe(FAKE_COUNTRIES.length));
    expect([...country.options].map((o) => o.textContent)).toEqual(FAKE_COUNTRIES.map((c) => c.label));
    expect(country.value).toBe('US');
    expect(w.calls.countryOptions).toBe(1);
    w.handle.unmount();
  });

  it('opens the contact modal when the origin leaves the US', async () => {
    const w = mounted();
    await w.user.selectOptions(await within(w.element).findByLabelText('Country'), 'CA');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Please contact our Customer Service team for assistance.');
    await act(async () => {
      await w.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    w.handle.unmount();
  });

  it('is <shipdeck-pickup> in a shadow root', async () => {
    definePickupElement();
    const element = document.createElement('shipdeck-pickup');
    element.options = { client: fakePickupClient().client };
    document.body.append(element);
    await waitFor(() => {
      const shadow = element.shadowRoot ?? element.querySelector('shipdeck-mount')?.shadowRoot;
      expect(shadow?.textContent ?? '').toContain('Scheduling Pickups');
    });
    element.remove();
  });
});
