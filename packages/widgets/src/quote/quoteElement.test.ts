import { createQuoteStore } from '@shipdeck/core/quote';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuoteEventMap } from './events';
import { createFakeQuoteClient } from './fixtures/fakeQuoteClient';
import { DOMESTIC_INPUT } from './fixtures/quoteScenarios';
import { DOMESTIC_RATES } from './fixtures/rates';
import { defineQuoteElement, type ShipdeckQuoteElement } from './quoteElement';

beforeAll(() => defineQuoteElement());
afterEach(() => {
  act(() => {
    document.body.innerHTML = '';
  });
});

function place(attributes: Record<string, string> = {}) {
  const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
  const store = createQuoteStore({ api: client }, { initialInput: DOMESTIC_INPUT });
  const element = document.createElement('shipdeck-quote') as ShipdeckQuoteElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.options = { client, store };
  act(() => {
    document.body.append(element);
  });
  return { element, store, shadow: element.shadowRoot as ShadowRoot };
}

describe('<shipdeck-quote>', () => {
  it('renders the widget and its styles inside an open shadow root', () => {
    const { element, shadow } = place();
    expect(shadow).toBeTruthy();
    // The styles: an adopted stylesheet (no <style>, so a strict CSP allows them), else a <style>.
    const adopted = [...(shadow.adoptedStyleSheets ?? [])].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    const inline = shadow.querySelector('.sd-quote style')?.textContent ?? '';
    expect(`${adopted.join('\n')}${inline}`).toContain('.sd-quote');
    expect(element.querySelector('.sd-quote')).toBeNull(); // nothing in the page's own DOM
    expect(
      within(shadow as unknown as HTMLElement).getByRole('button', { name: 'Get A Quote' }),
    ).toBeTruthy();
  });

  it('sends its events from the element, through the shadow boundary', async () => {
    const { element, store } = place();
    const onElement: Array<QuoteEventMap['shipdeck:rates']> = [];
    const onDocument: EventTarget[] = [];
    element.addEventListener('shipdeck:rates', (event) => onElement.push(event.detail));
    document.addEventListener('shipdeck:rates', (event) => onDocument.push(event.target as EventTarget));
    await act(() => store.getState().getQuote());
    expect(onElement).toHaveLength(1);
    expect(onElement[0]?.quoteId).toBe('q-1001');
    // Seen from the page, the event comes from <shipdeck-quote> itself (retargeted).
    expect(onDocument).toEqual([element]);
  });

  it('takes its options from attributes and follows their changes', async () => {
    const { element, store } = place({ currency: 'CAD' });
    // DOMESTIC_INPUT is domestic, which forces USD (spec 02 §4); an international quote keeps CAD.
    expect(store.getState().input.currency).toBe('USD');
    act(() =>
      store.getState().setEnd('sendingTo', { country: 'CA', postalCode: 'M5V 2T6', city: 'Toronto' }),
    );
    act(() => element.setAttribute('currency', 'EUR'));
    await waitFor(() => expect(store.getState().input.currency).toBe('EUR'));
  });

  it('passes publishable-key and session-token to the API (issue 9)', async () => {
    const headers: Array<Record<string, string>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: { headers?: Record<string, string> }) => {
        headers.push({ ...init?.headers });
        return new Response(JSON.stringify({ 'hydra:member': [], 'hydra:totalItems': 0 }), {
          status: 200,
          headers: { 'content-type': 'application/ld+json' },
        });
      }),
    );
    try {
      const element = document.createElement('shipdeck-quote');
      element.setAttribute('api-base', 'https://shipdeck.example.com');
      element.setAttribute('publishable-key', 'pk_test_abcdefghijklmnopqrstuv');
      element.setAttribute('session-token', 'minted-session');
      act(() => {
        document.body.append(element);
      });
      await waitFor(() => expect(headers.length).toBeGreaterThan(0));
      expect(headers[0]).toMatchObject({
        'Shipdeck-Publishable-Key': 'pk_test_abcdefghijklmnopqrstuv',
        Authorization: 'Bearer minted-session',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps options set on the element before the element was defined', () => {
    const client = createFakeQuoteClient({ rates: DOMESTIC_RATES });
    const store = createQuoteStore({ api: client }, { initialInput: DOMESTIC_INPUT });
    // What a page does before quote.js arrives: a plain property on a not-yet-defined element.
    const early = document.createElement('shipdeck-late-quote') as ShipdeckQuoteElement;
    early.options = { client, store, guest: true };
    document.body.append(early);
    act(() => defineQuoteElement(customElements, 'shipdeck-late-quote'));
    expect(Object.hasOwn(early, 'options')).toBe(false);
    expect(early.options).toMatchObject({ guest: true });
    expect(early.shadowRoot?.textContent).toContain('You are seeing guest rates');
  });

  it('shows the guest banner only when asked to, or when quoting with a guest token', () => {
    const { shadow } = place({ guest: '' });
    expect(shadow.textContent).toContain('You are seeing guest rates');
  });

  it('unmounts when removed from the page, but not when moved', async () => {
    const { element, shadow } = place();
    const other = document.createElement('section');
    act(() => {
      document.body.append(other);
      other.append(element); // a move: disconnected and connected in one task
    });
    await Promise.resolve();
    expect(shadow.querySelector('.sd-quote')).toBeTruthy();
    act(() => element.remove());
    await waitFor(() => expect(shadow.querySelector('.sd-quote')).toBeNull());
  });
});
