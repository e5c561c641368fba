import { createQuoteStore } from '@shipdeck/core/quote';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
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
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Get A Quote' })).toHaveLength(1));
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
    await waitFor(() => expect(container.querySelector('.shop-quote .sd-quote')).toBeTruthy());
    const holder = container.querySelector('.shop-quote') as HTMLElement;
    unmount();
    await waitFor(() => expect(holder.querySelector('.sd-quote')).toBeNull());
  });
});
