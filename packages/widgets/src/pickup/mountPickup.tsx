import {
  type ApiErrorCode,
  createApiBase,
  fetchExchange,
  optionsResource,
  pickupsResource,
} from '@shipdeck/core/api';
import { createPickupSchedulerStore, type PickupSchedulerStore } from '@shipdeck/core/pickup';
import { createRoot, type Root } from 'react-dom/client';
import { apiRootOf, connectionChanged, createWidgetHost, eventSourceOf } from '../embed/widgetHost';
import { createLookups, type Lookups } from '../quote/quoteLookups';
import { quoteStyles } from '../quote/quoteStyles';
import { LocaleContext } from '../ui/localeContext';
import { emitPickupEvent } from './events';
import type { PickupClient, PickupHandle, PickupOptions } from './options';
import { createPickupTranslate, type PickupMessageKey, type PickupTranslate } from './pickupMessages';
import { SchedulePickupView } from './SchedulePickupView';

/** The pickup widget's stylesheet: the widgets' shared base. */
export const pickupStyles = quoteStyles;

/** What the widget tells the host when a call could not be made, by the embed runtime's code. */
const NOTICE_OF_CODE: Partial<Record<ApiErrorCode, PickupMessageKey>> = {
  unauthorized: 'pickupWidget.signInRequired',
  origin_not_allowed: 'pickupWidget.originNotAllowed',
};

/** The origin's lookups: only the country list (the same cached option list the other widgets read). */
type OriginLookups = Lookups<'origin'>;

/**
 * Mounts the pickup scheduler (spec 02 §2 "Standalone pickup screen") into `element`: builds the API
 * client (or takes the host's), core's pickup scheduler store, and renders the view in a shadow root
 * unless `shadow: false`. Emits `shipdeck:pickup-confirmed` after a booking and `shipdeck:error` when
 * the booking failed (the failure modal shows the same words).
 */
export function mountPickup(element: HTMLElement, options: PickupOptions = {}): PickupHandle {
  let current: PickupOptions = { ...options };
  const widgetHost = createWidgetHost(element, pickupStyles, options.shadow);
  const root: Root = createRoot(widgetHost.host);
  const source = eventSourceOf(element);
  let translate: PickupTranslate = createPickupTranslate(current.messages);

  /**
   * The widget's calls only (option lists, postal codes, pickups) over fetch, with createApiClient's
   * behaviour: the embed carries neither ofetch nor the other flows' calls (issue 8).
   */
  const pickupClient = (): PickupClient => {
    const { transport, cache } = createApiBase({
      baseUrl: apiRootOf(current.apiBase, element.ownerDocument.location?.origin ?? ''),
      // The signed-in user's token, else a partner's widget session, as the quote and tracking widgets.
      ...(current.token
        ? { getToken: () => current.token ?? null }
        : current.sessionToken
          ? { getToken: () => current.sessionToken ?? null }
          : {}),
      ...(current.publishableKey ? { publishableKey: current.publishableKey } : {}),
      exchange: fetchExchange(),
      messages: translate.catalogue,
    });
    return { ...optionsResource(transport, cache), ...pickupsResource(transport) };
  };

  const start = (): { store: PickupSchedulerStore; lookups: OriginLookups; owns: boolean; stop(): void } => {
    const client: PickupClient = current.client ?? pickupClient();
    const lookups = createLookups<'origin'>(client, ['origin']);
    const store =
      current.store ??
      createPickupSchedulerStore(
        { api: client, messages: translate.catalogue },
        current.initialOrigin ? { initialOrigin: current.initialOrigin } : {},
      );
    // The events come from the store's state, so a store the host made reports them too.
    const stop = store.subscribe((state, previous) => {
      if (state.confirmed && state.confirmed !== previous.confirmed) {
        const pickup = state.confirmed;
        emitPickupEvent(source, current, 'shipdeck:pickup-confirmed', {
          pickupId: pickup.id,
          confirmationNumber: pickup.confirmationNumber,
          pickup,
        });
      }
      if (state.failure && state.failure !== previous.failure) {
        const notice = NOTICE_OF_CODE[state.failure.code];
        emitPickupEvent(source, current, 'shipdeck:error', {
          code: state.failure.code,
          message: notice ? translate(notice) : state.failure.message,
        });
      }
      if (state.capabilityError && state.capabilityError !== previous.capabilityError) {
        const code = state.capabilityError;
        emitPickupEvent(source, current, 'shipdeck:error', {
          code,
          message: translate(NOTICE_OF_CODE[code] ?? 'pickupWidget.capabilityFailed'),
        });
      }
    });
    const stopLookups = lookups.subscribe((state, previous) => {
      if (state.optionsStatus === 'error' && previous.optionsStatus !== 'error') {
        const code = state.optionsError ?? 'network';
        emitPickupEvent(source, current, 'shipdeck:error', {
          code,
          message: translate(NOTICE_OF_CODE[code] ?? 'pickupWidget.optionsFailed'),
        });
      }
    });
    void lookups.getState().loadOptions();
    return {
      store,
      lookups,
      owns: !current.store,
      stop() {
        stop();
        stopLookups();
      },
    };
  };
  let session = start();

  const render = () =>
    root.render(
      <LocaleContext.Provider value={current.locale ?? 'en-US'}>
        <div className="sd-quote sd-pickup-widget">
          {!widgetHost.adopted && <style>{pickupStyles}</style>}
          <SchedulePickupView
            store={session.store}
            lookups={session.lookups}
            t={translate}
            title={translate('pickup.standalone.title') !== ''}
          />
        </div>
      </LocaleContext.Provider>,
    );
  render();

  const end = () => {
    session.stop();
    if (session.owns) session.store.getState().dispose();
  };

  return {
    update(next) {
      const previous = current;
      current = { ...current, ...next };
      if (next.messages !== undefined) translate = createPickupTranslate(current.messages);
      if (connectionChanged(previous, current)) {
        end();
        session = start();
      }
      render();
    },
    unmount() {
      end();
      root.unmount();
      widgetHost.remove();
    },
  };
}
