import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createLookups } from '../../quote/quoteLookups';
import { type PrepareScenarioName, prepareScenarios } from '../fixtures/prepareScenarios';
import { PrepareContext } from '../prepareContext';
import { createPrepareTranslate } from '../prepareMessages';
import { prepareStyles } from '../stepViews';
import { ErrorPopup } from './ErrorPopup';
import { FreightQuoteDialog } from './FreightQuoteDialog';
import { ReportProblemDialog } from './ReportProblemDialog';
import type { SupportApi } from './supportApi';

type Modal = 'freightQuote' | 'reportProblem' | 'errorPopup' | 'contactSupport';

/** One request modal over a scenario's wizard store and a client with no network. */
function RequestModal({ modal, scenario }: { modal: Modal; scenario: PrepareScenarioName }) {
  const [{ store, client }] = useState(() => prepareScenarios[scenario]());
  const [lookups] = useState(() => createLookups(client, ['shipmentFrom', 'shipmentTo'] as const));
  const support = client as unknown as SupportApi;
  const close = () => undefined;
  return (
    <PrepareContext.Provider
      value={{
        store,
        lookups,
        t: createPrepareTranslate(),
        idPrefix: 'story',
        isCsr: modal === 'reportProblem',
        support,
        contacts: { phone: '+1 800 555 0199', email: 'support@shipdeck.example' },
      }}
    >
      <div className="sd-quote sd-prepare">
        <style>{prepareStyles}</style>
        {modal === 'freightQuote' && (
          <FreightQuoteDialog support={support} onClose={close} onRequested={close} />
        )}
        {modal === 'reportProblem' && (
          <ReportProblemDialog support={support} onClose={close} onSent={close} />
        )}
        {(modal === 'errorPopup' || modal === 'contactSupport') && (
          <ErrorPopup
            message={modal === 'errorPopup' ? 'Error on Shipment creation' : null}
            support={support}
            onClose={close}
            onSent={close}
          />
        )}
      </div>
    </PrepareContext.Provider>
  );
}

const meta = {
  title: 'Widgets/Prepare shipment/Requests',
  component: RequestModal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RequestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Ask for a Freight Quote": the freight quote modal, the sender's contact filled in. */
export const FreightQuote: Story = { args: { modal: 'freightQuote', scenario: 'exportShipment' } };
/** The CSR's report-problem modal on the rate summary. */
export const ReportProblem: Story = { args: { modal: 'reportProblem', scenario: 'review' } };
/** The error popup after a failed completion (spec 03 §8). */
export const ErrorPopupAfterFailure: Story = { args: { modal: 'errorPopup', scenario: 'review' } };
/** Contact Customer Support from the rate summary. */
export const ContactSupport: Story = { args: { modal: 'contactSupport', scenario: 'newShipment' } };
