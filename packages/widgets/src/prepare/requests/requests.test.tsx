import { createMemoryStorage } from '@shipdeck/core/api';
import type { SubmitForFreightQuoteRequestInput, SupportRequestBodyInput } from '@shipdeck/core/contract';
import { createPrepareWizardStore, type Draft, type PrepareWizardApi } from '@shipdeck/core/shipment';
import { domesticDraft, exportDraft } from '@shipdeck/core/testing';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLookups } from '../../quote/quoteLookups';
import { stepRate } from '../fixtures/renderStep';
import { PrepareView, type StepViews } from '../PrepareView';
import { createPrepareTranslate } from '../prepareMessages';
import { CreateShipmentStep } from '../steps/CreateShipmentStep';
import type { SupportApi } from './supportApi';

afterEach(cleanup);
// Typing into several fields takes a while on a busy machine (two cores, many test runs).
vi.setConfig({ testTimeout: 20_000 });

const RATE = stepRate('UPS', 'GND', 20, 'UPS Ground');

const Named = ({ name }: { name: string }) => <p>{name}</p>;
const STEPS: StepViews = {
  create_shipment: CreateShipmentStep,
  additional_services: () => <Named name="services" />,
  payment_status: () => <Named name="payment" />,
  review_finish: () => <Named name="review" />,
};

async function setup(draft: Draft, { isCsr = false, completeFails = false } = {}) {
  const api = {
    rateShipment: vi.fn(async () => ({ success: true, rates: [RATE], error: null, createdInId: 'q-1' })),
    createDraft: vi.fn(async () => ({ id: 'draft-7' })),
    updateDraft: vi.fn(async () => ({})),
    completePrepAndPickup: vi.fn(async () =>
      completeFails
        ? { successful: false, shipmentId: null, errors: [{ message: 'The carrier refused the shipment.' }] }
        : { successful: true, shipmentId: 's-1', errors: [] },
    ),
  } as unknown as PrepareWizardApi;
  const freightRequests: SubmitForFreightQuoteRequestInput[] = [];
  const supportRequests: SupportRequestBodyInput[] = [];
  const support: SupportApi = {
    submitForFreightQuote: vi.fn(async (request: SubmitForFreightQuoteRequestInput) => {
      freightRequests.push(request);
      return { success: true, id: 'fq-1' };
    }),
    sendSupportRequest: vi.fn(async (request: SupportRequestBodyInput) => {
      supportRequests.push(request);
      return { id: 'sr-1' };
    }),
  };
  const store = createPrepareWizardStore(
    { api, storage: createMemoryStorage(), now: () => new Date(2026, 2, 2, 9) },
    { isCsr, rateDelayMs: 0, validationDelayMs: 0 },
  );
  const lookups = createLookups(
    { countryOptions: async () => [], currencyOptions: async () => [], postalCodes: async () => [] },
    ['shipmentFrom', 'shipmentTo'] as const,
  );
  await act(async () => {
    store.getState().start(draft);
    await store.getState().refreshRates();
  });
  const onFreightQuote = vi.fn();
  const onSendToSupport = vi.fn();
  render(
    <PrepareView
      store={store}
      lookups={lookups}
      t={createPrepareTranslate()}
      isCsr={isCsr}
      steps={STEPS}
      support={support}
      contacts={{ phone: '+1 800 555 0199', email: 'help@example.com' }}
      onFreightQuote={onFreightQuote}
      onSendToSupport={onSendToSupport}
    />,
  );
  return {
    store,
    api,
    freightRequests,
    supportRequests,
    onFreightQuote,
    onSendToSupport,
    user: userEvent.setup(),
  };
}

describe('the freight quote modal (spec 01 §2, spec 02 §5)', () => {
  it('opens from Ask for a Freight Quote, checks the telephone, and sends the contact with the draft', async () => {
    const draft = exportDraft();
    draft.shipmentFrom.phoneNumber = '';
    const { user, freightRequests, onFreightQuote } = await setup(draft);
    await user.click(screen.getByRole('button', { name: 'Ask for a Freight Quote' }));
    // The modal's code loads when it first opens (issue 11).
    const dialog = await screen.findByRole('dialog', {
      name: 'We need some more details to submit your shipment for a freight quote!',
    });
    const inside = within(dialog);
    expect((inside.getByLabelText('Ready Date (YYYYMMDD)') as HTMLInputElement).value).toMatch(/^\d{8}$/);
    await user.click(inside.getByRole('button', { name: 'Submit for Quote!' }));
    expect(inside.getByText('Phone number is required.')).toBeTruthy();
    await user.type(inside.getByLabelText('Telephone'), '12');
    await user.type(inside.getByLabelText('E-mail'), 'x');
    await user.clear(inside.getByLabelText('E-mail'));
    await user.type(inside.getByLabelText('E-mail'), 'not-an-address');
    await user.click(inside.getByRole('button', { name: 'Submit for Quote!' }));
    expect(inside.getByText('Phone number is not valid.')).toBeTruthy();
    expect(inside.getByText('Email address is not valid.')).toBeTruthy();
    expect(freightRequests).toHaveLength(0);
    await user.clear(inside.getByLabelText('Telephone'));
    await user.type(inside.getByLabelText('Telephone'), '(212) 555-0142');
    await user.clear(inside.getByLabelText('E-mail'));
    await user.type(inside.getByLabelText('E-mail'), 'ops@example.com');
    await user.selectOptions(inside.getByLabelText('Type of Freight Service'), 'Ocean');
    await user.type(inside.getByLabelText('Other Comments'), 'Two pallets');
    await user.click(inside.getByRole('button', { name: 'Submit for Quote!' }));
    expect(freightRequests).toHaveLength(1);
    const [request] = freightRequests;
    expect(request?.contactData).toMatchObject({
      phoneNumber: '(212) 555-0142',
      email: 'ops@example.com',
      freightService: 'ocean',
      otherComments: 'Two pallets',
      countryCode: 'US',
    });
    expect((request?.quoteData as { draft?: Draft } | undefined)?.draft?.shipmentTo.country).toBe('DE');
    expect(onFreightQuote).toHaveBeenCalledWith({ requestId: 'fq-1', draftId: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByText(
        'You have successfully requested a freight quote! We will create it shortly and get back to you.',
      ),
    ).toBeTruthy();
  });

  it('shows the freight warning of a total weight past the limit beside the button', async () => {
    const draft = exportDraft();
    const pkg = draft.shipmentDetails.products.packages[0];
    if (pkg) Object.assign(pkg, { weight: 2000, numberOfPackages: 4 });
    const { user, store } = await setup(draft);
    await act(async () => {
      await store.getState().continue();
    });
    // The rated carrier is UPS (RATE): its total limit, 1000 lb (spec 01 §9).
    expect(
      screen.getByText('Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask for a Freight Quote' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('requests to support', () => {
  it("a CSR reports a problem with the quote: the rate's id, the draft and the step go with it", async () => {
    const { user, supportRequests } = await setup(domesticDraft(), { isCsr: true });
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a problem with this quote' }));
    await user.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(dialog.getByText('Describe the problem or give the correct quote.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Correct quote'), '$18.00');
    await user.type(dialog.getByLabelText('Problem description'), 'Ground is cheaper today');
    await user.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(supportRequests).toEqual([
      {
        message: 'Correct quote: $18.00\nProblem description: Ground is cheaper today',
        draftId: null,
        rateId: 'r-GND',
        step: 'create_shipment',
        context: 'report-problem',
      },
    ]);
    expect(screen.getByText('Thank you! Your report was sent to our team.')).toBeTruthy();
  });

  it('only a CSR sees Report a problem', async () => {
    await setup(domesticDraft());
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('Save & Send to Support on the review step saves the draft, then sends the request naming it', async () => {
    const draft = { ...domesticDraft(), currentStep: 'review_finish' as const };
    const { user, store, supportRequests, onSendToSupport, api } = await setup(draft);
    act(() => void store.getState().goTo('review_finish'));
    await user.click(await screen.findByRole('button', { name: 'Save & Send to Support' }));
    expect(api.createDraft).toHaveBeenCalledTimes(1);
    expect(supportRequests[0]).toMatchObject({ draftId: 'draft-7', rateId: 'r-GND', step: 'review_finish' });
    expect(onSendToSupport).toHaveBeenCalledWith({ draftId: 'draft-7', requestId: 'sr-1' });
  });

  it('the Save Draft modal sends the named draft to support', async () => {
    const { user, supportRequests, onSendToSupport, api } = await setup(domesticDraft());
    await user.click(screen.getByRole('button', { name: 'Save Draft & Quit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save your draft' }));
    await user.clear(dialog.getByLabelText('Draft name'));
    await user.type(dialog.getByLabelText('Draft name'), 'Vases to Boston');
    await user.click(dialog.getByRole('button', { name: 'Save & Send to Support' }));
    expect(
      JSON.parse(
        (vi.mocked(api.createDraft).mock.calls[0]?.[0] as { payload: string } | undefined)?.payload ?? '{}',
      ).name,
    ).toBe('Vases to Boston');
    expect(supportRequests[0]?.draftId).toBe('draft-7');
    expect(onSendToSupport).toHaveBeenCalledTimes(1);
  });

  it('a failed completion opens the error popup (spec 03 §8), which sends the draft with the notes', async () => {
    const { user, store, supportRequests, onSendToSupport } = await setup(domesticDraft(), {
      completeFails: true,
    });
    await act(async () => {
      store.setState({ step: 'review_finish' });
    });
    await user.click(await screen.findByRole('button', { name: 'Complete Shipment' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Something went wrong' }));
    expect(popup.getByText('The carrier refused the shipment.')).toBeTruthy();
    expect(
      popup.getByText('Or have us take a look and come back to you. You can find it later in your drafts.'),
    ).toBeTruthy();
    expect(popup.getByRole('link', { name: 'Call us: +1 800 555 0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
    await user.type(popup.getByPlaceholderText('Type any additional note'), 'Please book it for me');
    await user.click(popup.getByRole('button', { name: 'Save & Send to Support' }));
    expect(supportRequests[0]).toMatchObject({
      message: 'The carrier refused the shipment.',
      notes: 'Please book it for me',
      draftId: 'draft-7',
      step: 'review_finish',
    });
    expect(onSendToSupport).toHaveBeenCalledWith({ draftId: 'draft-7', requestId: 'sr-1' });
  });
});
