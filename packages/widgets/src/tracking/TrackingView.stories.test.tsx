import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TrackingView.stories';

const all = composeStories(stories);
afterEach(cleanup);

// Every story renders and shows what it is about (docs/conventions.md#a-story-per-state).
describe('tracking widget stories', () => {
  it.each([
    ['Empty', 'Track'],
    ['InTransit', 'In transit'],
    ['DeliveredOwner', 'Signed for by PATEL'],
    ['CarrierOnly', 'Track it on the DHL Express website'],
    ['Unrecognized', 'This number does not pass any carrier’s check digit. Check it and try again.'],
    ['RateLimited', 'Too many lookups from here. Please wait a minute and try again.'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = all[name];
    render(<Story />);
    expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });
});
