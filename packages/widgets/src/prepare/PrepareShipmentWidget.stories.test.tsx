import { composeStories } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './PrepareShipmentWidget.stories';

/** The widget renders in its own shadow root: the queries look inside it. */
function view() {
  const shadow = document.querySelector('shipdeck-mount')?.shadowRoot;
  if (!shadow) throw new Error('the widget has no shadow root');
  return within(shadow as unknown as HTMLElement);
}

const all = composeStories(stories);
afterEach(cleanup);

// Every story renders and shows what it is about (docs/conventions.md#a-story-per-state).
describe('prepare widget stories', () => {
  it.each([
    ['NewShipment', 'I am Shipping Products'],
    ['ValidationErrors', 'There is some missing or incorrect information that needs to be fixed.'],
    ['ExportShipment', 'Insurance and customs'],
    ['DeliveryServices', 'When would you like it delivered?'],
    ['PickupSettings', 'Ready Time'],
    ['ImportPickup', 'Pickup abroad'],
    ['Payment', 'Who pays'],
    ['PayNow', 'Update Billing Contact'],
    ['Review', 'Edit Section'],
    ['CancelShipment', 'Cancel this shipment and go back?'],
    ['RestoreQuestion', 'You have previously entered data. Would you like to use it?'],
    ['HouseAccount', 'You are using House Account!'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = all[name];
    render(<Story />);
    expect((await view().findAllByText(text)).length).toBeGreaterThan(0);
  });
});
