import { ApiError } from '@shipdeck/core/api';
import { createQuoteStore } from '@shipdeck/core/quote';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteEventMap } from './events';
import { createFakeQuoteClient, type FakeQuoteClientOptions } from './fixtures/fakeQuoteClient';
import { DOMESTIC_INPUT, SCENARIO_TODAY } from './fixtures/quoteScenarios';
import { DOMESTIC_RATES } from './fixtures/rates';
import { apiRootOf, mountQuote } from './mountQuote';
import type { QuoteHandle, QuoteOptions } from './options';

let handle: QuoteHandle | null = null;
let element: HTMLElement;

function mount(options: QuoteOptions & { fake?: FakeQuoteClientOptions } = {}) {
  const { fake, ...rest } = options;
  const client = createFakeQuoteClient({ rates: DOMESTIC_RATES, ...fake });
  element = document.createElement('div');
  document.body.append(element);
  const store =
    rest.store ??
    createQuoteStore(
      { api: client, now: () => SCENARIO_TODAY },
      { initialInput: { shipDate: '2030-03-04' } },
    );
  // mountQuote renders with its own root: act() lets that first render finish before the test reads it.
  act(() => {
    handle = mountQuote(element, { client, store, guest: true, ...rest });
  });
  return { client, store };
}

afterEach(() => {
  act(() => handle?.unmount());
  handle = null;
  document.body.innerHTML = '';
});

/** The widget renders in a shadow root of its own (issue 9): queries look inside it. */
const shadowOf = (host: HTMLElement) => host.querySelector('shipdeck-mount')?.shadowRoot as ShadowRoot;
const view = () => within(shadowOf(element) as unknown as HTMLElement);
/** What has focus inside the widget (the page's activeElement is the shadow root's host). */
const focused = () => shadowOf(element).activeElement;

async function fillDomesticQuote(user: ReturnType<typeof userEvent.setup>) {
  const from = view().getByRole('group', { name: 'Sending from' });
  const to = view().getByRole('group', { name: 'Sending to' });
  await waitFor(() => expect(within(to).getAllByRole('option').length).toBeGreaterThan(2));
  await user.selectOptions(within(to).getByLabelText('Country'), 'US');
  await user.type(within(from).getByLabelText('Zip'), '10001');
  await user.type(within(to).getByLabelText('Zip'), '90012');
  await user.type(view().getByLabelText('Weight (lbs)'), '6');
  await user.type(view().getByLabelText('Length (inch)'), '12');
  await user.type(view().getByLabelText('Width (inch)'), '9');
  await user.type(view().getByLabelText('Height (inch)'), '3');
}

describe('mountQuote', () => {
  it('gives two widgets on one page their own element ids, each label focusing its own input', async () => {
    const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
    const hosts = [document.createElement('div'), document.createElement('div')];
    document.body.append(...hosts);
    const handles: QuoteHandle[] = [];
    act(() => {
      for (const host of hosts) handles.push(mountQuote(host, { client, guest: true }));
    });
    const idsOf = (host: HTMLElement) => [...shadowOf(host).querySelectorAll('[id]')].map((node) => node.id);
    const [first, second] = hosts.map(idsOf) as [string[], string[]];
    expect(first.length).toBeGreaterThan(10);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
    const user = userEvent.setup();
    const secondView = within(shadowOf(hosts[1] as HTMLElement) as unknown as HTMLElement);
    const secondWeight = secondView.getByLabelText('Weight (lbs)');
    await user.click(secondView.getByText('Weight (lbs)'));
    expect(shadowOf(hosts[1] as HTMLElement).activeElement).toBe(secondWeight);
    act(() => {
      for (const mounted of handles) mounted.unmount();
    });
  });

  it('lets a guest fill a domestic quote and shows the rate cards with their badges', async () => {
    const user = userEvent.setup();
    const { client } = mount();
    expect(view().getByText(/You are seeing guest rates/)).toBeTruthy();
    await fillDomesticQuote(user);
    await user.click(view().getByRole('button', { name: 'Get A Quote' }));

    const cards = await view().findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'UPS Ground',
      'UPS 2nd Day Air',
      'FedEx Priority Overnight',
    ]);
    expect(within(cards[0]!).getByText('Lowest Price!')).toBeTruthy();
    expect(within(cards[2]!).getByText('Fastest Delivery!')).toBeTruthy();
    expect(within(cards[0]!).getByText('03/08/2030')).toBeTruthy();
    expect(view().queryByRole('button', { name: 'Get A Quote' })).toBeNull();
    expect(client.requests[0]).toMatchObject({
      origin: { countryCode: 'US', postalCode: '10001' },
      destination: { countryCode: 'US', postalCode: '90012' },
      pieces: [{ quantity: 1, weight: 6, length: 12, width: 9, height: 3 }],
      currency: 'USD',
      measurementSystem: 'imperial',
    });
  });

  it('opens See Details with the fees of a rate', async () => {
    const user = userEvent.setup();
    const store = createQuoteStore(
      { api: createFakeQuoteClient({ rates: DOMESTIC_RATES }) },
      { initialInput: DOMESTIC_INPUT },
    );
    mount({ store });
    await act(() => store.getState().getQuote());
    const card = (await view().findAllByRole('listitem'))[2]!;
    const details = within(card).getByRole('button', { name: 'See Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await user.click(details);
    expect(within(card).getByText('Fuel surcharge')).toBeTruthy();
    expect(within(card).getByText('$9.75')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('sends shipdeck:rates and shipdeck:continue to the host page and calls the callbacks', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const onRates = vi.fn();
    const store = createQuoteStore(
      { api: createFakeQuoteClient({ rates: DOMESTIC_RATES }) },
      { initialInput: DOMESTIC_INPUT },
    );
    mount({ store, onContinue, onRates });
    const seen: Array<keyof QuoteEventMap> = [];
    document.addEventListener('shipdeck:rates', () => seen.push('shipdeck:rates'));
    let continued: QuoteEventMap['shipdeck:continue'] | null = null;
    document.addEventListener('shipdeck:continue', (event) => {
      seen.push('shipdeck:continue');
      continued = (event as CustomEvent<QuoteEventMap['shipdeck:continue']>).detail;
    });

    await act(() => store.getState().getQuote());
    expect(onRates).toHaveBeenCalledWith(
      expect.objectContaining({ quoteId: 'q-1001', rates: DOMESTIC_RATES }),
    );
    const ground = (await view().findAllByRole('listitem'))[0]!;
    await user.click(within(ground).getByRole('button', { name: 'Continue to Shipping' }));
    expect(seen).toEqual(['shipdeck:rates', 'shipdeck:continue']);
    expect(continued).toMatchObject({ rate: { id: 'r-ground' }, createdInId: 'q-1001' });
    expect(onContinue).toHaveBeenCalledWith(continued);
  });

  it('sends shipdeck:error with the text the user sees when rating fails', async () => {
    const onError = vi.fn();
    const client = createFakeQuoteClient({ rateAnswer: 'reject' });
    const store = createQuoteStore({ api: client }, { initialInput: DOMESTIC_INPUT });
    mount({ store, client, onError });
    await act(() => store.getState().getQuote());
    expect(await view().findByText('Could not get rates')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({
      code: expect.any(String),
      title: 'Could not get rates',
      message: expect.stringContaining('Sorry, there was a problem getting rates'),
    });
  });

  it.each([
    [0, 'network'],
    [429, 'rate_limited'],
    [500, 'server'],
    [401, 'unauthorized'],
  ] as const)(
    'tells the host why rating failed: status %s is shipdeck:error code %s',
    async (status, code) => {
      const onError = vi.fn();
      const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
      client.rateShipment = async () => {
        throw new ApiError('Sorry, there was a problem getting rates.', { status });
      };
      const store = createQuoteStore({ api: client }, { initialInput: DOMESTIC_INPUT });
      mount({ store, client, onError });
      await act(() => store.getState().getQuote());
      await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code })));
    },
  );

  it('tells the host the option lists could not load, with the code of the failure', async () => {
    const onError = vi.fn();
    const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
    client.countryOptions = async () => {
      throw new ApiError('no answer', { status: 0 });
    };
    mount({ client, onError });
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network', title: null })),
    );
  });

  it('says this page is not allowed when the API refuses its origin or publishable key (issue 9)', async () => {
    const onError = vi.fn();
    const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
    client.countryOptions = async () => {
      throw new ApiError('refused', { status: 403, errorCode: 'OriginNotAllowed' });
    };
    mount({ client, onError });
    const text =
      'The shipping calculator is not available on this page. The shop needs to allow this page for its Shipdeck key.';
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({ code: 'origin_not_allowed', title: null, message: text }),
    );
    expect(view().getByText(text)).toBeTruthy();
  });

  it("sends a partner's publishable key with every call and quotes with its widget session (issue 9)", async () => {
    const sent: Array<{ url: string; headers: Record<string, string> }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: { headers?: Record<string, string> }) => {
        sent.push({ url: String(url), headers: { ...init?.headers } });
        return new Response(JSON.stringify({ 'hydra:member': [], 'hydra:totalItems': 0 }), {
          status: 200,
          headers: { 'content-type': 'application/ld+json' },
        });
      }),
    );
    try {
      element = document.createElement('div');
      document.body.append(element);
      act(() => {
        handle = mountQuote(element, {
          apiBase: 'https://shipdeck.example.com',
          publishableKey: 'pk_live_abcdefghijklmnopqrstuv',
          sessionToken: 'minted-session',
        });
      });
      await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2));
      for (const request of sent) {
        expect(request.headers['Shipdeck-Publishable-Key']).toBe('pk_live_abcdefghijklmnopqrstuv');
      }
      // No guest token is asked for: the session is the bearer, and no guest banner shows.
      expect(sent.some((request) => request.url.includes('guest_auth_token_actions'))).toBe(false);
      expect(view().queryByText(/guest rates/i)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the blocked-destination message at the destination country, linked to the field', async () => {
    const user = userEvent.setup();
    mount();
    const to = view().getByRole('group', { name: 'Sending to' });
    await waitFor(() => expect(within(to).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(to).getByLabelText('Country'), 'CU');
    await user.click(view().getByRole('button', { name: 'Get A Quote' }));
    const country = within(to).getByLabelText('Country');
    const message =
      'Shipments to Cuba are currently unavailable. Please contact customer service for more information.';
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(
      shadowOf(element).getElementById(country.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(message);
  });

  it('moves to the first error after a refused Get A Quote', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mount();
    await user.click(view().getByRole('button', { name: 'Get A Quote' }));
    expect(
      view().getByText('There is some missing or incorrect information that needs to be fixed.'),
    ).toBeTruthy();
    const firstInvalid = shadowOf(element).querySelector('[aria-invalid="true"]');
    await waitFor(() => expect(focused()).toBe(firstInvalid));
    expect(scrolled).toHaveBeenCalled();
  });

  it('suggests postal codes from 2 characters on and fills postal code and city from a pick', async () => {
    const user = userEvent.setup();
    const { client } = mount();
    const from = view().getByRole('group', { name: 'Sending from' });
    const zip = within(from).getByRole('combobox', { name: 'Postal Code' });
    await user.type(zip, '1');
    expect(client.postalLookups).toEqual([]);
    await user.type(zip, '0');
    expect(client.postalLookups).toEqual([['US', '10']]);
    const options = await within(from).findAllByRole('option', { name: /New York/ });
    expect(zip.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((zip as HTMLInputElement).value).toBe('10002');
    expect((within(from).getByLabelText('City') as HTMLInputElement).value).toBe('New York');
    expect(options).toHaveLength(2);
  });

  it('documents: one package with a declared value and the express envelope', async () => {
    const user = userEvent.setup();
    const { store } = mount();
    const to = view().getByRole('group', { name: 'Sending to' });
    await waitFor(() => expect(within(to).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(to).getByLabelText('Country'), 'DE');
    await user.click(view().getByRole('tab', { name: 'Documents' }));
    expect(view().getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
    expect(view().getByLabelText('Declared Value')).toBeTruthy();
    await user.click(view().getByLabelText('Express envelope'));
    expect(store.getState().input).toMatchObject({ isDocument: true, usesExpressEnvelope: true });
    expect(view().queryByRole('button', { name: 'Add package' })).toBeNull();
  });

  it('adds and deletes package rows', async () => {
    const user = userEvent.setup();
    const { store } = mount();
    const add = view().getByRole('button', { name: 'Add package' });
    expect((add as HTMLButtonElement).disabled).toBe(true); // the last row is still empty
    await user.selectOptions(view().getByLabelText('Box'), 'board-game');
    expect(store.getState().input.items[0]).toMatchObject({ length: 16, width: 11, height: 4 });
    await user.click(add);
    expect(store.getState().input.items).toHaveLength(2);
    await user.click(view().getByRole('button', { name: 'Delete package 1' }));
    expect(store.getState().input.items).toHaveLength(1);
    expect(view().queryByRole('button', { name: /Delete package/ })).toBeNull();
  });

  it('prints the quote from a print view, in a frame of its own', async () => {
    const user = userEvent.setup();
    const store = createQuoteStore(
      { api: createFakeQuoteClient({ rates: DOMESTIC_RATES }) },
      { initialInput: DOMESTIC_INPUT },
    );
    mount({ store });
    await act(() => store.getState().getQuote());
    const card = (await view().findAllByRole('listitem'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Print Quote' }));
    const dialog = view().getByRole('dialog', { name: 'Print Quote' });
    expect(within(dialog).getByText('Shipping quote')).toBeTruthy();
    expect(within(dialog).getByText('q-1001')).toBeTruthy();
    expect(within(dialog).getByText('03/04/2030')).toBeTruthy(); // ship date, m/d/Y
    const print = vi.fn();
    const frameWindow = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get');
    const written: string[] = [];
    frameWindow.mockReturnValue({
      document: { open() {}, write: (html: string) => written.push(html), close() {} },
      addEventListener() {},
      // A browser moves the focus into the frame to print it.
      focus() {
        (focused() as HTMLElement | null)?.blur();
      },
      print,
    } as unknown as Window);
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // After printing the focus is back on the Print button, not in the hidden frame (issue 16).
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Print' }));
    expect(written.join('')).toContain('UPS Ground');
    frameWindow.mockRestore();
    // Tab stays in the dialog: from Close back to Print.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Print' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(view().queryByRole('dialog')).toBeNull();
  });

  it('changes currency through update() and stops on unmount', async () => {
    const { store } = mount({ initialInput: undefined });
    act(() => handle?.update({ currency: 'EUR' }));
    expect(store.getState().input.currency).toBe('EUR');
    act(() => handle?.unmount());
    handle = null;
    expect(element.innerHTML).toBe('');
  });
});

describe('apiRootOf', () => {
  it('adds /api to an origin and defaults to the page origin', () => {
    expect(apiRootOf('https://shipdeck.example.com/', 'https://shop.example')).toBe(
      'https://shipdeck.example.com/api',
    );
    expect(apiRootOf('https://shipdeck.example.com/api', 'https://shop.example')).toBe(
      'https://shipdeck.example.com/api',
    );
    expect(apiRootOf(undefined, 'https://app.example')).toBe('https://app.example/api');
  });
});
