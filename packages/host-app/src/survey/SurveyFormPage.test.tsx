import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';
import { announceSurveySubmitted } from './SurveyForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubSurveyApi() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      if (init?.method === 'POST' && url.pathname === '/api/survey_responses') {
        sent.push(JSON.parse(init.body ?? '{}'));
        return new Response(JSON.stringify({ id: 's-1', message: 'Your response has been recorded.' }), {
          status: 201,
          headers: { 'content-type': 'application/ld+json' },
        });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return sent;
}

describe('the first-shipment survey (spec 02 §2, spec 03 §2)', () => {
  it("checks the form with the survey's rules, stores the answer and shows the spec's notice", async () => {
    const sent = stubSurveyApi();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/survey-form?shipmentId=sh-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    expect(screen.getByText('What did you use Shipdeck for? is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText('What else did you use it for?'), 'Samples to a trade fair');
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('radio', { name: 'Every week' }));
    await user.type(screen.getByLabelText('One feature you would like us to add'), 'Batch labels');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your response has been recorded.')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        shipmentId: 'sh-1',
        usageReason: 'other',
        usageReasonOther: 'Samples to a trade fair',
        helpfulness: 5,
        futureUsage: 'weekly',
        featureWanted: 'Batch labels',
      }),
    ]);
  });

  it('posts surveySubmitted to the parent window 100 ms after, and nothing when not framed', () => {
    vi.useFakeTimers();
    const postMessage = vi.fn();
    const framed = {
      parent: { postMessage },
      location: { origin: 'https://app.example.com' },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window;
    announceSurveySubmitted(framed);
    vi.advanceTimersByTime(99);
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(postMessage).toHaveBeenCalledWith('surveySubmitted', 'https://app.example.com');
    const alone = { location: { origin: 'x' }, setTimeout } as unknown as Window & { parent: Window };
    (alone as { parent: Window }).parent = alone;
    announceSurveySubmitted(alone);
    vi.advanceTimersByTime(200);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
