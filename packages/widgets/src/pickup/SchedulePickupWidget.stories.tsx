import { createPickupSchedulerStore } from '@shipdeck/core/pickup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { demoOrigin, fakePickupClient, SCENARIO_NOW } from './fixtures/pickupScenarios';
import { SchedulePickupWidget } from './SchedulePickupWidget';

type Scenario = 'empty' | 'prefilled' | 'failure' | 'outsideUs';

/** One scenario: a fresh store over a fake client (no network), made once per mount. */
function ScenarioPickup({ scenario }: { scenario: Scenario }) {
  const [{ store, client }] = useState(() => {
    const fake = fakePickupClient(scenario === 'failure' ? 'refused' : 'ok');
    const store = createPickupSchedulerStore(
      { api: fake.client, now: () => SCENARIO_NOW },
      scenario === 'empty' ? {} : { initialOrigin: demoOrigin, debounceMs: 0 },
    );
    if (scenario !== 'empty') {
      store.getState().selectCarrier('DHL', 'P');
      store.getState().setLocation('Front desk');
    }
    if (scenario === 'outsideUs') store.getState().setOrigin({ country: 'CA' });
    if (scenario === 'failure') void store.getState().confirm();
    return { store, client: fake.client };
  });
  return <SchedulePickupWidget store={store} client={client} />;
}

const meta = {
  title: 'Widgets/Schedule Pickup',
  component: ScenarioPickup,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScenarioPickup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Scheduling Pickups": an empty Sending from form and pickup form; Confirm Pickup disabled. */
export const Empty: Story = { args: { scenario: 'empty' } };
/** The client's address, DHL chosen, a location: Confirm Pickup enabled. */
export const Prefilled: Story = { args: { scenario: 'prefilled' } };
/** The carrier refused: "Something went wrong!" with Cancel and Try Again. */
export const Failure: Story = { args: { scenario: 'failure' } };
/** The origin left the US: the contact modal. */
export const OutsideUs: Story = { args: { scenario: 'outsideUs' } };
