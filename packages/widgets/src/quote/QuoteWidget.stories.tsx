import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type QuoteScenarioName, quoteScenarios } from './fixtures/quoteScenarios';
import { QuoteWidget } from './QuoteWidget';

/** Renders one scenario: a fresh store over a fake client (no network), made once per mount. */
function ScenarioQuote({ scenario }: { scenario: QuoteScenarioName }) {
  const [{ store, client, guest }] = useState(() => quoteScenarios[scenario]());
  return <QuoteWidget store={store} client={client} guest={guest} />;
}

const meta = {
  title: 'Widgets/Quote',
  component: ScenarioQuote,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScenarioQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new quote: USA as the origin, today's date, one package row. */
export const Empty: Story = { args: { scenario: 'empty' } };
/** "Get A Quote" on an empty form: each field's error in the spec's words, and the generic notice. */
export const ValidationErrors: Story = { args: { scenario: 'validationErrors' } };
/** Rates are on their way: the progress bar. */
export const Loading: Story = { args: { scenario: 'loading' } };
/** Domestic rates: "Lowest Price!" and "Fastest Delivery!". */
export const Rates: Story = { args: { scenario: 'rates' } };
/** Account rates 35% under retail: savings show (20% or more). */
export const RatesWithSavings: Story = { args: { scenario: 'ratesWithSavings' } };
/** A rate with savings below 0: the incomplete-rate text instead of prices. */
export const IncompleteRate: Story = { args: { scenario: 'incompleteRate' } };
/** Over the parcel weight limit: the freight panel. */
export const FreightPanel: Story = { args: { scenario: 'freight' } };
/** A US territory end: rates are not available online (a warning, not a block). */
export const UsTerritoryWarning: Story = { args: { scenario: 'usTerritory' } };
/** A guest: guest rates and the better-rates banner. */
export const GuestBanner: Story = { args: { scenario: 'guest' } };
/** The rate request failed: "Could not get rates". */
export const RatingError: Story = { args: { scenario: 'error' } };
