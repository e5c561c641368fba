import { composeStories } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './SchedulePickupWidget.stories';

function view() {
  const shadow = document.querySelector('shipdeck-mount')?.shadowRoot;
  if (!shadow) throw new Error('the widget has no shadow root');
  return within(shadow as unknown as HTMLElement);
}

const { Empty, Prefilled, Failure, OutsideUs } = composeStories(stories);

afterEach(cleanup);

describe('pickup widget stories', () => {
  it('Empty shows the title, both forms and a disabled Confirm Pickup', async () => {
    render(<Empty />);
    expect(await view().findByText('Scheduling Pickups')).toBeTruthy();
    expect(view().getByText('Sending from')).toBeTruthy();
    expect((view().getByRole('button', { name: 'Confirm Pickup' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Prefilled can be confirmed', async () => {
    render(<Prefilled />);
    const confirm = (await view().findByRole('button', { name: 'Confirm Pickup' })) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
  });

  it('Failure shows "Something went wrong!" with Cancel and Try Again', async () => {
    render(<Failure />);
    const dialog = await view().findByRole('dialog');
    expect(dialog.textContent).toContain('Something went wrong!');
    expect(dialog.textContent).toContain('Pickup cannot be scheduled.');
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('OutsideUs shows the contact modal', async () => {
    render(<OutsideUs />);
    const dialog = await view().findByRole('dialog');
    expect(dialog.textContent).toContain('Please contact our Customer Service team for assistance.');
  });
});
