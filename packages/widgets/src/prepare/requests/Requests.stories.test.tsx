import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './Requests.stories';

const all = composeStories(stories);
afterEach(cleanup);

// Every story renders and shows what it is about (docs/conventions.md#a-story-per-state).
describe('request modal stories', () => {
  it.each([
    ['FreightQuote', 'We need some more details to submit your shipment for a freight quote!'],
    ['ReportProblem', 'Report a problem with this quote'],
    ['ErrorPopupAfterFailure', 'Error on Shipment creation'],
    ['ContactSupport', 'Or have us take a look and come back to you. You can find it later in your drafts.'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = all[name];
    render(<Story />);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });
});
