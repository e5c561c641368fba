import type { BillingInformationResource } from '@shipdeck/core/contract';
import type { Draft } from '@shipdeck/core/shipment';
import { domesticDraft, exportDraft } from '@shipdeck/core/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStep as renderPrepareStep, stepRate } from '../fixtures/renderStep';
import { createPrepareOptions, type PrepareOptionsApi } from '../optionLists';
import type { PrepareContextValue } from '../prepareContext';
import { optionListOf } from '../useOptionList';
import type { BillingApi } from './BillingContactSection';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { shipmentDocumentsOf } from './shipmentDocuments';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const RATES = [
  stepRate('UPS', '03', 20, '03'),
  stepRate('FEDEX', 'FEDEX_GROUND', 22, 'FEDEX_GROUND'),
  stepRate('UPS', '02', 35, '02'),
];
const renderStep = (Step: ComponentType, draft: Draft, context: Partial<PrepareContextValue> = {}) =>
  renderPrepareStep(Step, draft, { rates: RATES, context });

const services = () => screen.getByRole('region', { name: 'When would you like it delivered?' });

describe('step 2: the domestic carrier filter and the import panel (spec 01 §2, §4)', () => {
  it('shows every carrier until one is turned off; with none it asks to choose one', async () => {
    const { user } = await renderStep(DeliveryStep, domesticDraft());
    expect(within(services()).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(services()).getByRole('checkbox', { name: 'UPS' }));
    const cards = within(services()).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('FEDEX_GROUND');
    await user.click(within(services()).getByRole('checkbox', { name: 'FedEx' }));
    expect(within(services()).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Select a carrier to see its delivery services.')).toBeTruthy();
  });

  it('has no carrier filter abroad', async () => {
    await renderStep(DeliveryStep, exportDraft());
    expect(within(services()).queryByRole('checkbox')).toBeNull();
  });

  it('an import shows the contact-customer-service panel instead of the pickup question', async () => {
    const out = exportDraft();
    const draft = exportDraft({ shipmentFrom: out.shipmentTo, shipmentTo: out.shipmentFrom });
    expect(draft.isImport).toBe(true);
    await renderStep(DeliveryStep, draft, { contacts: { phone: '+1 800 555 0199' } });
    expect(screen.getByRole('region', { name: 'Pickup abroad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call us: +1 800 555 0199' })).toBeTruthy();
    expect(screen.queryByText('Do you need a pickup?')).toBeNull();
  });
});

describe('step 4: Shipment Documents (spec 01 §2)', () => {
  it('lists the label per box, the customs invoice, the certificate of origin and the return label as chosen', () => {
    const draft = exportDraft();
    draft.additionalServices.isCertificateOfOriginRequired = true;
    draft.additionalServices.isReturnLabel = true;
    expect(shipmentDocumentsOf(draft)).toEqual([
      { kind: 'label', count: 1 },
      { kind: 'commercial_invoice' },
      { kind: 'certificate_of_origin' },
      { kind: 'return_label' },
    ]);
    expect(shipmentDocumentsOf(domesticDraft())).toEqual([{ kind: 'label', count: 2 }]);
  });

  it('shows the section with Edit Section', async () => {
    await renderStep(ReviewStep, exportDraft());
    const section = screen.getByRole('region', { name: 'Shipment Documents' });
    expect(within(section).getByText('Shipping labels: 1, one per box')).toBeTruthy();
    expect(within(section).getByText('Commercial invoice')).toBeTruthy();
    expect(within(section).getByRole('button', { name: /Edit Section/ })).toBeTruthy();
  });
});

describe('step 3: the billing contact (spec 01 §2, §5; spec 03 §7)', () => {
  it('loads the contact, checks it, saves it with PUT and says so', async () => {
    const info: BillingInformationResource = {
      id: 'u-1',
      dhlImportNumber: null,
      dhlExportNumber: '812345678',
      osClientId: null,
      canPayNowCc: true,
      canPayLater: true,
      billingContact: { name: 'Ada Billing', phone: { number: '2125550100', extension: null }, email: null },
    };
    const billing: BillingApi = {
      billingInformation: vi.fn(async () => info),
      updateBillingContact: vi.fn(async (_id, request) => ({ ...info, ...request })),
    };
    const draft = domesticDraft();
    draft.currentStep = 'payment_status';
    const { user, store } = await renderStep(PaymentStep, draft, { billing });
    expect(screen.queryByRole('region', { name: 'Billing contact' })).toBeNull();
    act(() => store.getState().setPaymentTime('now'));
    const section = within(await screen.findByRole('region', { name: 'Billing contact' }));
    expect((section.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Billing');
    await user.click(section.getByRole('button', { name: 'Update Billing Contact' }));
    expect(section.getByText('Email is required')).toBeTruthy();
    expect(billing.updateBillingContact).not.toHaveBeenCalled();
    await user.type(section.getByLabelText('Email'), 'billing@acme.example');
    await user.click(section.getByRole('button', { name: 'Update Billing Contact' }));
    expect(billing.updateBillingContact).toHaveBeenCalledWith('u-1', {
      billingContact: {
        name: 'Ada Billing',
        phone: { number: '2125550100', extension: null },
        email: 'billing@acme.example',
      },
    });
    expect(
      await section.findByText('You have successfully updated your billing contact information!'),
    ).toBeTruthy();
  });
});

describe('the option lists (spec 01 §7)', () => {
  it("the selects show the server's lists once loaded, core's before", async () => {
    let answer: (list: { code: string; value: string; label: string }[]) => void = () => undefined;
    const api: PrepareOptionsApi = {
      whoPaysOptions: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    };
    const options = createPrepareOptions(api);
    const draft = domesticDraft();
    draft.currentStep = 'payment_status';
    await renderStep(PaymentStep, draft, { options });
    const payer = screen.getByLabelText('Who Pays for Shipment');
    expect(within(payer).getByRole('option', { name: 'My Optimal Account' })).toBeTruthy();
    // The house account is a CSR's only.
    expect(within(payer).queryByRole('option', { name: 'House Account' })).toBeNull();
    await act(async () => {
      const loading = options.getState().load();
      answer([
        { code: 'my_account', value: 'my_account', label: 'My Account (server)' },
        { code: 'receiver', value: 'receiver', label: 'Receiver' },
      ]);
      await loading;
    });
    expect(within(payer).getByRole('option', { name: 'My Account (server)' })).toBeTruthy();
    expect(within(payer).queryByRole('option', { name: 'Third Party' })).toBeNull();
  });

  it('a list that fails keeps core’s', async () => {
    const options = createPrepareOptions({
      exportTypeOptions: async () => Promise.reject(new Error('down')),
    });
    await options.getState().load();
    expect(options.getState().exportTypes).toBeUndefined();
    expect(optionListOf(options.getState(), 'exportTypes').map((o) => o.value)).toEqual([
      'permanent',
      'temporary',
    ]);
  });
});
