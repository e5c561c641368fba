import { createQuoteStore } from '@shipdeck/core/quote';
import { act, cleanup, render, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeQuoteClient } from './fixtures/fakeQuoteClient';
import { DOMESTIC_INPUT } from './fixtures/quoteScenarios';
import { DOMESTIC_RATES } from './fixtures/rates';
import { QuoteWidget } from './QuoteWidget';

afterEach(cleanup);

const setup = () => {
  const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
  const store = createQuoteStore({ api: client }, { initialInput: DOMESTIC_INPUT });
  return { client, store };
};

describe('QuoteWidget', () => {
  it('renders one widget under React StrictMode (mount, unmount, mount again)', async () => {
    const { client, store } = setup();
    render(
      <StrictMode>
        <QuoteWidget client={client} store={store} />
      </StrictMode>,
    );
    // One widget: one shadow root, holding one form.
    await waitFor(() => expect(document.querySelectorAll('shipdeck-mount')).toHaveLength(1));
    const shadow = document.querySelector('shipdeck-mount')?.shadowRoot as ShadowRoot;
    await waitFor(() =>
      expect(
        within(shadow as unknown as HTMLElement).getAllByRole('button', { name: 'Get A Quote' }),
      ).toHaveLength(1),
    );
  });

  it("renders in a shadow root of its own, out of reach of the page's CSS, unless the host opts out", async () => {
    const { client, store } = setup();
    const { container } = render(<QuoteWidget client={client} store={store} className="shop-quote" />);
    const holder = container.querySelector('.shop-quote') as HTMLElement;
    await waitFor(() =>
      expect(holder.querySelector('shipdeck-mount')?.shadowRoot?.querySelector('.sd-quote')).toBeTruthy(),
    );
    expect(holder.querySelector('.sd-quote')).toBeNull();
    cleanup();
    const light = render(<QuoteWidget client={client} store={store} shadow={false} className="shop-quote" />);
    await waitFor(() => expect(light.container.querySelector('.shop-quote .sd-quote')).toBeTruthy());
  });

  it("links each rate to its quote's inspection in a new tab for staff, and shows no link otherwise", async () => {
    const { client, store } = setup();
    const { container, rerender } = render(
      <QuoteWidget client={client} store={store} shadow={false} inspectQuoteUrl="/inspection/{id}" />,
    );
    await act(() => store.getState().getQuote());
    const links = await waitFor(() => {
      const found = within(container).getAllByRole('link', { name: 'Inspect Quote' });
      expect(found).toHaveLength(DOMESTIC_RATES.length);
      return found;
    });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      DOMESTIC_RATES.map((rate) => `/inspection/${rate.createdInId}#rate-${rate.id}`).sort(),
    );
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
    rerender(<QuoteWidget client={client} store={store} shadow={false} />);
    await waitFor(() => expect(within(container).queryByRole('link', { name: 'Inspect Quote' })).toBeNull());
  });

  it('calls the latest onRates prop, and no longer a removed one', async () => {
    const { client, store } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<QuoteWidget client={client} store={store} onRates={first} />);
    rerender(<QuoteWidget client={client} store={store} onRates={second} />);
    await act(() => store.getState().getQuote());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    rerender(<QuoteWidget client={client} store={store} />);
    act(() => store.getState().setInsuranceValue(100));
    await act(() => store.getState().getQuote());
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('removes the widget when the component unmounts', async () => {
    const { client, store } = setup();
    const { container, unmount } = render(
      <QuoteWidget client={client} store={store} className="shop-quote" />,
    );
    const holder = container.querySelector('.shop-quote') as HTMLElement;
    await waitFor(() =>
      expect(holder.querySelector('shipdeck-mount')?.shadowRoot?.querySelector('.sd-quote')).toBeTruthy(),
    );
    unmount();
    await waitFor(() => expect(holder.querySelector('shipdeck-mount')).toBeNull());
  });
});
