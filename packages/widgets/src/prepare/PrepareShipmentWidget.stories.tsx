import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type PrepareScenarioName, prepareScenarios } from './fixtures/prepareScenarios';
import { PrepareShipmentWidget } from './PrepareShipmentWidget';

/** Renders one scenario: a fresh wizard store over a fake client (no network), made once per mount. */
function ScenarioPrepare({ scenario }: { scenario: PrepareScenarioName }) {
  const [{ store, client, isCsr }] = useState(() => prepareScenarios[scenario]());
  return <PrepareShipmentWidget store={store} client={client} isCsr={isCsr === true} />;
}

const meta = {
  title: 'Widgets/Prepare shipment',
  component: ScenarioPrepare,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScenarioPrepare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new shipment: step 1, nothing filled in. */
export const NewShipment: Story = { args: { scenario: 'newShipment' } };
/** Save & Continue on an empty step 1: the rules' messages at their fields. */
export const ValidationErrors: Story = { args: { scenario: 'validationErrors' } };
/** An export to Germany: the customs block and its line items. */
export const ExportShipment: Story = { args: { scenario: 'exportShipment' } };
/** Step 2: "When would you like it delivered?" with the services and the domestic carrier filter. */
export const DeliveryServices: Story = { args: { scenario: 'deliveryServices' } };
/** Step 2 with a pickup wanted: the pickup settings (issue 13). */
export const PickupSettings: Story = { args: { scenario: 'pickupSettings' } };
/** Step 2 of an import: the contact-customer-service panel instead of pickup scheduling. */
export const ImportPickup: Story = { args: { scenario: 'importPickup' } };
/** Step 3: who pays, pay now or later, the terms. */
export const Payment: Story = { args: { scenario: 'payment' } };
/** Step 3 paying now: the stored card and the billing contact form. */
export const PayNow: Story = { args: { scenario: 'payNow' } };
/** Step 4: the review sections with Edit Section. */
export const Review: Story = { args: { scenario: 'review' } };
/** Back from the review step asks to confirm "Cancel shipment". */
export const CancelShipment: Story = { args: { scenario: 'cancelShipment' } };
/** The restore question for an unsaved copy. */
export const RestoreQuestion: Story = { args: { scenario: 'restoreQuestion' } };
/** A CSR with the house account on. */
export const HouseAccount: Story = { args: { scenario: 'houseAccount' } };
