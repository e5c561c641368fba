import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, FeedbackProvider, useFeedback } from './Feedback';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let grabbed: Feedback | null = null;
function Grab() {
  grabbed = useFeedback();
  return null;
}

function mount(): Feedback {
  render(
    <FeedbackProvider>
      <Grab />
    </FeedbackProvider>,
  );
  if (!grabbed) throw new Error('no feedback');
  return grabbed;
}

describe('global dialogs (spec 03 §2, §4)', () => {
  it('asks "Are you sure?" with No and Yes under the default title Confirmation', async () => {
    const feedback = mount();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback.confirm();
    });
    expect(screen.getByRole('dialog', { name: 'Confirmation' }).textContent).toContain('Are you sure?');
    act(() => screen.getByRole('button', { name: 'Yes' }).click());
    await expect(answer).resolves.toBe(true);
  });

  it('closes an info popup by itself after 5000 ms, but not one with a close callback', () => {
    vi.useFakeTimers();
    const feedback = mount();
    act(() => feedback.popup({ kind: 'info', text: 'Account notice' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => feedback.popup({ kind: 'info', text: 'Stays', onClose: () => {} }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('dialog').textContent).toContain('Stays');
  });
});
