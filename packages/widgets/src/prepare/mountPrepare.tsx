import { createPrepareApiClient, type KeyValueStorage } from '@shipdeck/core/api';
import { createPrepareWizardStore, type PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import { createRoot, type Root } from 'react-dom/client';
import { loadParseDraft, prepareLaterSteps } from '#prepareOnDemand';
import {
  apiRootOf,
  connectionChanged,
  createWidgetHost,
  eventSourceOf,
  nextInstance,
} from '../embed/widgetHost';
import { createLookups } from '../quote/quoteLookups';
import { LocaleContext } from '../ui/localeContext';
import { Notice } from '../ui/Notice';
import { emitPrepareEvent } from './events';
import { createPrepareOptions, type PrepareOptionsStore } from './optionLists';
import type { PrepareClient, PrepareHandle, PrepareOptions } from './options';
import { PrepareView } from './PrepareView';
import type { PartySide, PrepareLookups } from './prepareContext';
import { createPrepareTranslate, type PrepareTranslate } from './prepareMessages';
import type { SupportApi } from './requests/supportApi';
import { createSavedLists, hasSavedLists, type SavedLists } from './savedLists';
import type { BillingApi } from './steps/BillingContactSection';
import {
  type PaymentMethodsApi,
  PaymentMethodsContext,
  type PaymentMethodsSource,
  paymentMethodsSourceOf,
} from './steps/paymentMethods';
import { defaultStepViews, preloadStep, prepareStyles } from './stepViews';

interface Session {
  store: PrepareWizardStore;
  /** The billing contact calls, when this user may pay now (as the stored methods). */
  billing: BillingApi | null;
  client: PrepareClient;
  /** The selects' option lists (spec 01 §7). */
  options: PrepareOptionsStore;
  /** Stored payment methods, when this user may pay now (spec 01 §4). */
  paymentMethods: PaymentMethodsSource | null;
  lookups: PrepareLookups;
  ownsStore: boolean;
  /** "Draft not found" (or another load failure) instead of the wizard. */
  loadError: string | null;
  /** The address book and My Items List, when the client makes their calls. */
  savedLists: SavedLists | null;
  stop(): void;
}

const SIDES: readonly PartySide[] = ['shipmentFrom', 'shipmentTo'];

/** The client's requests to the operations team, when it makes both (core's API client does). */
function supportOf(client: PrepareClient): SupportApi | null {
  const { submitForFreightQuote, sendSupportRequest } = client;
  return submitForFreightQuote && sendSupportRequest
    ? {
        submitForFreightQuote: (request) => submitForFreightQuote.call(client, request),
        sendSupportRequest: (request) => sendSupportRequest.call(client, request),
      }
    : null;
}

/** The page's localStorage, or nowhere when the browser refuses it (private modes, sandboxed frames). */
function pageStorage(element: HTMLElement): KeyValueStorage | null {
  try {
    return element.ownerDocument.defaultView?.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Renders the prepare-shipment widget into `element` — the one implementation: the React
 * `PrepareShipmentWidget` and `<shipdeck-prepare>` are thin layers over it. It builds the API client
 * (or takes the host's), core's wizard store and the lookups, opens the draft asked for (or the
 * host's starting draft, or the unsaved copy after the restore question), turns store changes into
 * the host events of PrepareEventMap, and renders the view. In the embed bundle React is Preact.
 */
export function mountPrepare(element: HTMLElement, options: PrepareOptions = {}): PrepareHandle {
  let current: PrepareOptions = { ...options };
  const source = eventSourceOf(element);
  const widgetHost = createWidgetHost(element, prepareStyles, options.shadow);
  const root: Root = createRoot(widgetHost.host);
  const instance = nextInstance();
  let translate: PrepareTranslate = createPrepareTranslate(current.messages);
  let mounted = true;
  let session = start(current);

  function start(opts: PrepareOptions): Session {
    const client: PrepareClient =
      opts.client ??
      // The wizard's calls alone, over fetch (issue 11).
      createPrepareApiClient({
        baseUrl: apiRootOf(opts.apiBase, element.ownerDocument.location?.origin ?? ''),
        getToken: () => current.token ?? current.sessionToken ?? null,
        ...(opts.publishableKey ? { publishableKey: opts.publishableKey } : {}),
        messages: translate.catalogue,
        // spec 01 §7: option lists are kept 20 minutes in browser storage.
        ...(opts.storage !== null && pageStorage(element)
          ? { storage: pageStorage(element) as KeyValueStorage }
          : {}),
      });
    const options = createPrepareOptions(client);
    const lookups = createLookups<PartySide>(client, SIDES);
    const canPayNow = opts.canPayNow ?? Boolean(opts.token ?? opts.sessionToken ?? opts.client);
    const store =
      opts.store ??
      createPrepareWizardStore(
        {
          api: client,
          storage: opts.storage === undefined ? pageStorage(element) : opts.storage,
          messages: translate.catalogue,
          // Per-country address rules (spec 01 §5) from the country options, once they are loaded.
          countryElements: (code) => lookups.getState().countries.find((c) => c.code === code)?.elements,
          // The embed's rules of steps 2–3, booking and draft reader, loaded on demand ("#prepareOnDemand").
          ...(prepareLaterSteps ? { laterSteps: prepareLaterSteps } : {}),
          loadParseDraft,
        },
        {
          ...(opts.isCsr ? { isCsr: true } : {}),
          ...(opts.canPayLater === false ? { canPayLater: false } : {}),
          ...(opts.allowDomesticDocuments ? { allowDomesticDocuments: true } : {}),
          ...(canPayNow ? {} : { paymentAuthorisation: false }),
        },
      );
    const next: Session = {
      store,
      billing:
        canPayNow && client.billingInformation && client.updateBillingContact
          ? {
              billingInformation: () => client.billingInformation?.() ?? Promise.resolve(null),
              updateBillingContact: (id, request) =>
                client.updateBillingContact?.(id, request) ?? Promise.reject(new Error('no billing')),
            }
          : null,
      client,
      options,
      paymentMethods:
        canPayNow && client.paymentMethods && client.addPaymentMethod && client.deletePaymentMethod
          ? paymentMethodsSourceOf(client as PaymentMethodsApi)
          : null,
      lookups,
      ownsStore: !opts.store,
      loadError: null,
      savedLists: hasSavedLists(client)
        ? createSavedLists(client, store, lookups, translate.catalogue, (name, text) => {
            const view = element.ownerDocument.defaultView as (Window & typeof globalThis) | null;
            return new (view?.File ?? File)([text], name, { type: 'text/csv' });
          })
        : null,
      stop: () => {
        stopStore();
        stopLookups();
        next.savedLists?.stop();
      },
    };

    const stopStore = store.subscribe((state, previous) => {
      if (state.step !== previous.step) {
        emitPrepareEvent(source, current, 'shipdeck:step', { step: state.step, draftId: state.draft.id });
      }
      // A save ends with the stored draft's id and a new stamp.
      if (
        previous.saving &&
        !state.saving &&
        state.draft.id &&
        state.draft.updatedOn !== previous.draft.updatedOn
      ) {
        emitPrepareEvent(source, current, 'shipdeck:draft-saved', { draftId: state.draft.id });
      }
    });
    const stopLookups = lookups.subscribe((state, previous) => {
      if (state.optionsStatus === 'error' && previous.optionsStatus !== 'error') {
        emitPrepareEvent(source, current, 'shipdeck:error', {
          code: state.optionsError ?? 'network',
          title: null,
          message: translate('api.unknownStatus'),
        });
      }
    });
    void lookups.getState().loadOptions();
    void options.getState().load();

    if (!opts.store) {
      if (opts.draftId) {
        const draftId = opts.draftId;
        // The draft and its reader (the draft schema, not part of step 1's code) load together.
        void Promise.all([client.draft(draftId), loadParseDraft()]).then(
          ([found, parseDraft]) => {
            if (session !== next || !mounted) return;
            const parsed = found
              ? parseDraft(found.payload, opts.allowDomesticDocuments ? { allowDomesticDocuments: true } : {})
              : null;
            if (parsed?.ok) {
              void store.getState().start({ ...parsed.draft, id: found?.id ?? draftId });
              return;
            }
            showLoadError(next, translate('draft.notFound'), 'validation');
          },
          (error: unknown) => {
            if (session !== next || !mounted) return;
            showLoadError(
              next,
              error instanceof Error ? error.message : translate('api.unknownStatus'),
              'network',
            );
          },
        );
      } else {
        void store.getState().start(opts.initialDraft ?? null);
      }
    }
    return next;
  }

  function showLoadError(s: Session, message: string, code: 'validation' | 'network'): void {
    s.loadError = message;
    emitPrepareEvent(source, current, 'shipdeck:error', { code, title: null, message });
    render();
  }

  function stop(s: Session): void {
    s.stop();
    if (s.ownsStore) s.store.getState().dispose();
  }

  function render(): void {
    root.render(
      <LocaleContext.Provider value={current.locale ?? 'en-US'}>
        {session.loadError ? (
          <div className="sd-quote sd-prepare">
            {!widgetHost.adopted && <style>{prepareStyles}</style>}
            <Notice kind="error">{session.loadError}</Notice>
          </div>
        ) : (
          <PaymentMethodsContext.Provider value={session.paymentMethods}>
            <PrepareView
              store={session.store}
              lookups={session.lookups}
              t={translate}
              isCsr={current.isCsr === true}
              allowDomesticDocuments={current.allowDomesticDocuments === true}
              inspectQuoteUrl={current.inspectQuoteUrl}
              steps={current.steps ?? defaultStepViews}
              {...(current.steps ? {} : { preloadStep })}
              instance={instance}
              css={widgetHost.adopted ? null : prepareStyles}
              onQuit={(draftId) => emitPrepareEvent(source, current, 'shipdeck:quit', { draftId })}
              options={session.options}
              billing={session.billing}
              support={supportOf(session.client)}
              savedLists={session.savedLists}
              pickups={
                session.client.pickups
                  ? (query) => session.client.pickups?.(query) ?? Promise.resolve({ items: [] })
                  : null
              }
              {...(current.contacts ? { contacts: current.contacts } : {})}
              onSendToSupport={({ draftId, requestId }) =>
                emitPrepareEvent(source, current, 'shipdeck:support', {
                  draftId,
                  requestId,
                  message: translate('prepare.support.sent'),
                })
              }
              onFreightQuote={({ draftId, requestId }) =>
                emitPrepareEvent(source, current, 'shipdeck:freight-quote', {
                  draftId,
                  requestId,
                  message: translate('prepare.freight.requested'),
                })
              }
              onShipmentCreated={(shipmentId, booked) => {
                const root = apiRootOf(current.apiBase, element.ownerDocument.location?.origin ?? '');
                emitPrepareEvent(source, current, 'shipdeck:shipment-created', {
                  shipmentId,
                  trackingNumber: booked?.trackingNumber ?? null,
                  carrier: booked?.carrier ?? null,
                  carrierProduct: booked?.carrierProduct ?? null,
                  documents: (booked?.documents ?? []).map((d) => ({
                    ...d,
                    url: `${root}/shipment_documents/${encodeURIComponent(d.id)}`,
                  })),
                });
              }}
            />
          </PaymentMethodsContext.Provider>
        )}
      </LocaleContext.Provider>,
    );
  }

  render();

  return {
    update(next) {
      if (!mounted) return;
      const previous = current;
      current = { ...current, ...next };
      if (current.messages !== previous.messages) translate = createPrepareTranslate(current.messages);
      const restart = connectionChanged(previous, current) || current.draftId !== previous.draftId;
      if (restart) {
        stop(session);
        session = start(current);
      }
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      stop(session);
      root.unmount();
      widgetHost.remove();
    },
  };
}
