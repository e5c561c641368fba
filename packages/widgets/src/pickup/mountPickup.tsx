import { createApiClient, fetchExchange } from '@shipdeck/core/api';
import { createPickupSchedulerStore, type PickupSchedulerStore } from '@shipdeck/core/pickup';
import { createRoot, type Root } from 'react-dom/client';
import { apiRootOf, connectionChanged, createWidgetHost, eventSourceOf } from '../embed/widgetHost';
import { quoteStyles } from '../quote/quoteStyles';
import { LocaleContext } from '../ui/localeContext';
import { emitPickupEvent } from './events';
import type { PickupClient, PickupHandle, PickupOptions } from './options';
import { createPickupTranslate, type PickupTranslate } from './pickupMessages';
import { SchedulePickupView } from './SchedulePickupView';

/** The pickup widget's stylesheet: the widgets' shared base. */
export const pickupStyles = quoteStyles;

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

  const start = (): { store: PickupSchedulerStore; owns: boolean; stop(): void } => {
    const client: PickupClient =
      current.client ??
      createApiClient({
        baseUrl: apiRootOf(current.apiBase, element.ownerDocument.location?.origin ?? ''),
        getToken: () => current.token ?? current.sessionToken ?? null,
        ...(current.publishableKey ? { publishableKey: current.publishableKey } : {}),
        exchange: fetchExchange(),
        messages: translate.catalogue,
      });
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
        emitPickupEvent(source, current, 'shipdeck:error', {
          code: 'validation',
          message: state.failure.message,
        });
      }
    });
    return { store, owns: !current.store, stop };
  };
  let session = start();

  const render = () =>
    root.render(
      <LocaleContext.Provider value={current.locale ?? 'en-US'}>
        <div className="sd-quote sd-pickup-widget">
          {!widgetHost.adopted && <style>{pickupStyles}</style>}
          <SchedulePickupView
            store={session.store}
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
