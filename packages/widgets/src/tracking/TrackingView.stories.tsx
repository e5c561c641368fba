import type { TrackingResource } from '@shipdeck/core/contract';
import { createTrackingStore } from '@shipdeck/core/tracking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import {
  CARRIER_ONLY,
  DELIVERED_OWNER,
  fakeTrackingClient,
  IN_TRANSIT,
  UNKNOWN,
} from './fixtures/trackingAnswers';
import { TrackingView } from './TrackingView';
import { createTrackingTranslate } from './trackingMessages';

const t = createTrackingTranslate();

/** The widget's view over a store that looked `number` up with a fake client (or failed with `error`). */
function Scenario({
  answers,
  number,
  error,
}: {
  answers: TrackingResource[];
  number?: string;
  error?: unknown;
}) {
  const [store] = useState(() => createTrackingStore(fakeTrackingClient(answers, error)));
  useEffect(() => {
    if (number) void store.getState().track(number);
  }, [store, number]);
  return <TrackingView store={store} t={t} instance={1} inlineStyles locale="en-US" />;
}

const meta: Meta<typeof Scenario> = { title: 'Widgets/Tracking', component: Scenario };
export default meta;
type Story = StoryObj<typeof Scenario>;

/** The box, before anything is looked up. */
export const Empty: Story = { args: { answers: [] } };
/** Anyone with the number: status, dates and cities. */
export const InTransit: Story = { args: { answers: [IN_TRANSIT], number: IN_TRANSIT.trackingNumber } };
/** The owner: facilities and who signed. */
export const DeliveredOwner: Story = {
  args: { answers: [DELIVERED_OWNER], number: DELIVERED_OWNER.trackingNumber },
};
/** Another carrier's number: a link to its page. */
export const CarrierOnly: Story = { args: { answers: [CARRIER_ONLY], number: CARRIER_ONLY.trackingNumber } };
/** A number no carrier's check digit accepts. */
export const Unrecognized: Story = { args: { answers: [UNKNOWN], number: UNKNOWN.trackingNumber } };
/** The lookup budget is spent (429). */
export const RateLimited: Story = {
  args: { answers: [], number: '1Z999AA10123456784', error: { status: 429, errorCode: 'RateLimited' } },
};
