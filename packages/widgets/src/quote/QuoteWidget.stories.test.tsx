import { composeStories } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './QuoteWidget.stories';

/** The widget renders in its own shadow root (issue 9): the queries look inside it. */
function view() {
  const shadow = document.querySelector('shipdeck-mount')?.shadowRoot;
  if (!shadow) throw new Error('the widget has no shadow root');
  return within(shadow as unknown as HTMLElement);
}

const {
  Empty,
  ValidationErrors,
  Loading,
  Rates,
  RatesWithSavings,
  IncompleteRate,
  FreightPanel,
  UsTerritoryWarning,
  GuestBanner,
  RatingError,
} = composeStories(stories);

afterEach(cleanup);

// Every story renders and shows what it is about (docs/conventions.md#a-story-per-state: stories run as smoke tests).
describe('quote widget stories', () => {
  it('Empty shows the form and the Get A Quote button', async () => {
    render(<Empty />);
    expect(await view().findByRole('button', { name: 'Get A Quote' })).toBeTruthy();
    expect(view().getByRole('group', { name: 'Sending from' })).toBeTruthy();
  });

  it('ValidationErrors shows field errors in the spec words and the generic notice', async () => {
    render(<ValidationErrors />);
    expect(
      await view().findByText('There is some missing or incorrect information that needs to be fixed.'),
    ).toBeTruthy();
    // No destination yet, so the international (DHL) piece limit applies.
    expect(view().getByText('How heavy is your item? Please enter a weight up to 2200 lbs.')).toBeTruthy();
    expect(view().getByText('Country is required')).toBeTruthy();
  });

  it('Loading shows the progress bar', async () => {
    render(<Loading />);
    expect(await view().findByRole('progressbar', { name: 'Updating rates…' })).toBeTruthy();
  });

  it('Rates shows the cards with both badges', async () => {
    render(<Rates />);
    expect(await view().findByText('Lowest Price!')).toBeTruthy();
    expect(view().getByText('Fastest Delivery!')).toBeTruthy();
    expect(view().getAllByRole('button', { name: 'Continue to Shipping' })).toHaveLength(3);
  });

  it('RatesWithSavings shows the savings', async () => {
    render(<RatesWithSavings />);
    expect((await view().findAllByText(/You save .* \(35%\)/)).length).toBe(3);
  });

  it('IncompleteRate shows the incomplete-rate text', async () => {
    render(<IncompleteRate />);
    expect(
      await view().findByText(
        'There seems to be an issue with the Quote you have requested. Please contact Customer Service to get this rate.',
      ),
    ).toBeTruthy();
  });

  it('FreightPanel shows the freight message', async () => {
    render(<FreightPanel />);
    expect(
      await view().findByText('Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.'),
    ).toBeTruthy();
  });

  it('UsTerritoryWarning shows the territory warning', async () => {
    render(<UsTerritoryWarning />);
    expect(
      await view().findByText(
        'US Territory rates are not available online. Please contact our customer service team to receive your quote. You can still prepare your shipment.',
      ),
    ).toBeTruthy();
  });

  it('GuestBanner shows the guest banner', async () => {
    render(<GuestBanner />);
    expect(await view().findByText(/You are seeing guest rates/)).toBeTruthy();
  });

  it('RatingError shows Could not get rates', async () => {
    render(<RatingError />);
    expect(await view().findByText('Could not get rates')).toBeTruthy();
  });
});
