import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const answer = (overrides: Record<string, unknown> = {}) => ({
  usageReason: 'business',
  helpfulness: 5,
  futureUsage: 'weekly',
  likedLeast: 'Customs forms take a while',
  featureWanted: 'Batch labels',
  ...overrides,
});

describe.each(backends)('the first-shipment survey on $name', (backend) => {
  const ctx = useAccountsApp(backend, {
    gateway: recordingGateway(),
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function book(token: string): Promise<string> {
    const { prep } = await preparedBody(ctx.app, token, domesticDraft(), { carrier: 'FEDEX' });
    const booked = await call(token, 'POST', '/api/prepare_shipment_actions', prep);
    expect(booked.statusCode).toBe(200);
    return booked.json().shipmentId as string;
  }

  it.skipIf(!backend.available)(
    "asks after the account's first shipment, records one response with the spec's notice, and refuses a second",
    async () => {
      const { token } = await signIn(ctx.app, demoEmail('client2'));
      expect((await call(token, 'GET', '/api/first_shipment_survey')).json()).toMatchObject({
        firstShipmentId: null,
        answered: false,
      });
      const first = await book(token);
      await book(token);
      expect((await call(token, 'GET', '/api/first_shipment_survey')).json()).toMatchObject({
        firstShipmentId: first,
        answered: false,
      });
      const recorded = await call(token, 'POST', '/api/survey_responses', answer({ shipmentId: first }));
      expect(recorded.statusCode).toBe(201);
      expect(recorded.json().message).toBe('Your response has been recorded.');
      expect((await call(token, 'GET', '/api/first_shipment_survey')).json().answered).toBe(true);
      const again = await call(token, 'POST', '/api/survey_responses', answer());
      expect(again.statusCode).toBe(409);
      expect(again.json()['hydra:description']).toBe('Your response has already been recorded. Thank you!');
    },
  );

  it.skipIf(!backend.available)(
    "refuses a response the form's rules refuse, with the form's messages",
    async () => {
      const { token } = await signIn(ctx.app, demoEmail('whitelisted'));
      const missing = await call(token, 'POST', '/api/survey_responses', {
        usageReason: '',
        helpfulness: null,
        futureUsage: 'sometimes',
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().violations).toEqual([
        expect.objectContaining({
          propertyPath: 'usageReason',
          message: 'What did you use Shipdeck for? is required',
        }),
        expect.objectContaining({
          propertyPath: 'helpfulness',
          message: 'How helpful was Shipdeck? (1 = not helpful, 6 = very helpful) is required',
        }),
        expect.objectContaining({ propertyPath: 'futureUsage', message: 'Choose one of the answers.' }),
      ]);
      const other = await call(
        token,
        'POST',
        '/api/survey_responses',
        answer({ usageReason: 'other', helpfulness: 7 }),
      );
      expect(other.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
        'usageReasonOther',
        'helpfulness',
      ]);
      // Another account's shipment reads as missing.
      const { token: clientToken } = await signIn(ctx.app, demoEmail('client'));
      const theirs = await book(clientToken);
      const foreign = await call(token, 'POST', '/api/survey_responses', answer({ shipmentId: theirs }));
      expect(foreign.statusCode).toBe(404);
    },
  );

  it.skipIf(!backend.available)(
    'shows administrators every response, newest first, with who answered for a client and the figures',
    async () => {
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const byCsr = await call(
        acting,
        'POST',
        '/api/survey_responses',
        answer({ usageReason: 'other', usageReasonOther: 'Samples to a trade fair', helpfulness: 3 }),
      );
      expect(byCsr.statusCode).toBe(201);
      const { token: admin } = await signIn(ctx.app, demoEmail('admin'));
      const list = await call(admin, 'GET', '/api/survey_responses?itemsPerPage=1');
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body['hydra:member']).toHaveLength(1);
      expect(body['hydra:member'][0]).toMatchObject({
        owner: { id: DEMO_CLIENT_ID },
        answeredByName: 'CSR Demo',
        usageReason: 'other',
        usageReasonOther: 'Samples to a trade fair',
        helpfulness: 3,
      });
      expect(body['hydra:totalItems']).toBe(body.summary.responses);
      expect(body.summary.responses).toBeGreaterThanOrEqual(1);
      expect(body.summary.helpfulness).toHaveLength(6);
      expect(body.summary.helpfulness.reduce((a: number, b: number) => a + b, 0)).toBe(
        body.summary.responses,
      );
      expect(body.summary.usageReasons.other).toBeGreaterThanOrEqual(1);
    },
  );
});
