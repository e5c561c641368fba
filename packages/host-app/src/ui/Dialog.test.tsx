import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

describe('a modal dialog', () => {
  it('moves focus in, keeps Tab inside both ways, and gives focus back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Dialog title="Add a contact">
        <input aria-label="Name" />
        <button type="button">Save</button>
      </Dialog>,
    );
    const name = screen.getByLabelText('Name');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(name);
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('lets the keyboard reach a framed page (the survey in the summary’s modal): the frame is a Tab stop', () => {
    render(
      <Dialog title="How was your first shipment?">
        <iframe title="How was your first shipment?" src="about:blank" />
        <button type="button">Close</button>
      </Dialog>,
    );
    const frame = screen.getByTitle('How was your first shipment?');
    const close = screen.getByRole('button', { name: 'Close' });
    // Opened, the frame has the focus, so the first question is one Tab away.
    expect(document.activeElement).toBe(frame);
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(frame);
  });
});
