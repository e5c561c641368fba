import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareStepDetail } from './events';
import { prepareScenarios } from './fixtures/prepareScenarios';
import { definePrepareElement, type ShipdeckPrepareElement } from './prepareElement';

beforeAll(() => definePrepareElement());
afterEach(() => {
  act(() => {
    document.body.innerHTML = '';
  });
});

describe('<shipdeck-prepare>', () => {
  it('renders the wizard in an open shadow root, out of the page’s DOM, and sends its events from the element', async () => {
    const { store, client } = prepareScenarios.newShipment();
    const element = document.createElement('shipdeck-prepare') as ShipdeckPrepareElement;
    element.options = { client, store };
    const steps: PrepareStepDetail[] = [];
    element.addEventListener('shipdeck:step', (event) =>
      steps.push((event as CustomEvent<PrepareStepDetail>).detail),
    );
    act(() => {
      document.body.append(element);
    });
    const shadow = element.shadowRoot as ShadowRoot;
    expect(shadow).toBeTruthy();
    const view = within(shadow as unknown as HTMLElement);
    expect(await view.findByText('I am Shipping Products')).toBeTruthy();
    expect(element.querySelector('.sd-prepare')).toBeNull();
    // A step change reaches the page as shipdeck:step (bubbling out of the shadow root).
    await act(async () => {
      store.setState({ step: 'additional_services' });
    });
    await waitFor(() => expect(steps.at(-1)?.step).toBe('additional_services'));
  });
});
