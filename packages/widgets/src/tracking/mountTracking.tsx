import { createTrackingApiClient, errorCodeOf, fetchExchange } from '@shipdeck/core/api';
import { createTrackingStore, type TrackingApi, type TrackingStore } from '@shipdeck/core/tracking';
import { createRoot, type Root } from 'react-dom/client';
import {
  apiRootOf,
  connectionChanged,
  createWidgetHost,
  eventSourceOf,
  nextInstance,
} from '../embed/widgetHost';
import { emitTrackingEvent } from './events';
import type { TrackingHandle, TrackingOptions } from './options';
import { TrackingView } from './TrackingView';
import { createTrackingTranslate, type TrackingTranslate } from './trackingMessages';
import { trackingStyles } from './trackingStyles';

interface Session {
  store: TrackingStore;
  ownsStore: boolean;
  stop(): void;
}

/**
 * Renders the tracking widget into `element` — the one implementation: `<TrackingWidget>` and
 * `<shipdeck-tracking>` are thin layers over it (docs/conventions.md#mount-handles). It builds the
 * tracking client (a guest token when no token is given) and core's tracking store, looks up the
 * number it was given, turns answers into host events and renders the view. In the embed bundle React
 * is Preact.
 */
export function mountTracking(element: HTMLElement, options: TrackingOptions = {}): TrackingHandle {
  let current: TrackingOptions = { ...options };
  const source = eventSourceOf(element);
  const widgetHost = createWidgetHost(element, trackingStyles, options.shadow);
  const root: Root = createRoot(widgetHost.host);
  const instance = nextInstance();
  let translate: TrackingTranslate = createTrackingTranslate(current.messages);
  let mounted = true;
  let session = start(current);

  function start(opts: TrackingOptions): Session {
    const client: TrackingApi =
      opts.client ??
      createTrackingApiClient({
        baseUrl: apiRootOf(opts.apiBase, element.ownerDocument.location?.origin ?? ''),
        ...(opts.token
          ? { getToken: () => current.token }
          : opts.sessionToken
            ? { getToken: () => current.sessionToken }
            : {}),
        ...(opts.publishableKey ? { publishableKey: opts.publishableKey } : {}),
        exchange: fetchExchange(),
      });
    const store = opts.store ?? createTrackingStore(client, { initialNumber: opts.trackingNumber ?? '' });
    const stop = store.subscribe((state, previous) => {
      const lookup = state.lookup;
      if (lookup === previous.lookup) return;
      if (lookup.status === 'found') {
        emitTrackingEvent(source, current, 'shipdeck:tracking-result', {
          trackingNumber: lookup.number,
          result: lookup.result,
        });
      } else if (lookup.status === 'failed') {
        const code = errorCodeOf(lookup.error);
        emitTrackingEvent(source, current, 'shipdeck:error', {
          code,
          message: translate(code === 'rate_limited' ? 'tracking.rateLimited' : 'tracking.failed'),
        });
      }
    });
    if (opts.trackingNumber) void store.getState().track(opts.trackingNumber);
    return { store, ownsStore: !opts.store, stop };
  }

  function render(): void {
    root.render(
      <TrackingView
        store={session.store}
        t={translate}
        instance={instance}
        inlineStyles={!widgetHost.adopted}
        locale={current.locale}
      />,
    );
  }

  render();

  return {
    update(next) {
      if (!mounted) return;
      const previous = current;
      current = { ...current, ...next };
      if (current.messages !== previous.messages) translate = createTrackingTranslate(current.messages);
      if (connectionChanged(previous, current)) {
        session.stop();
        session = start(current);
      } else if (current.trackingNumber && current.trackingNumber !== previous.trackingNumber) {
        void session.store.getState().track(current.trackingNumber);
      }
      render();
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      session.stop();
      root.unmount();
      widgetHost.remove();
    },
  };
}
