import { createQuoteApiClient, fetchExchange } from '@shipdeck/core/api';
import { createQuoteStore, type QuoteStore } from '@shipdeck/core/quote/store';
import { createRoot, type Root } from 'react-dom/client';
import { laterQuoteRules } from '#quoteLater';
import {
  apiRootOf,
  connectionChanged,
  createWidgetHost,
  eventSourceOf,
  nextInstance,
} from '../embed/widgetHost';
import { createTranslate } from '../messages';
import { emitQuoteEvent } from './events';
import type { QuoteClient, QuoteHandle, QuoteOptions } from './options';
import { QuoteView } from './QuoteView';
import { quoteFormStyles } from './quoteFormStyles';
import { createQuoteLookups, type QuoteLookups } from './quoteLookups';

// apiRootOf moved to the embed's shared host helpers; re-exported for existing imports.
export { apiRootOf } from '../embed/widgetHost';

interface Session {
  client: QuoteClient;
  store: QuoteStore;
  lookups: QuoteLookups;
  /** Whether this session made the store (and so disposes of it). */
  ownsStore: boolean;
  stop: () => void;
}

/**
 * Renders the quote widget into `element` — the one implementation: `<QuoteWidget>` and
 * `<shipdeck-quote>` are thin layers over it (docs/conventions.md#mount-handles). It builds the API client (a guest
 * token when no token is given), the core quote store and the lookups, turns store changes into the
 * host events of QuoteEventMap, and renders the view. In the embed bundle React is Preact.
 */
export function mountQuote(element: HTMLElement, options: QuoteOptions = {}): QuoteHandle {
  let current: QuoteOptions = { ...options };
  const source = eventSourceOf(element);
  // Each mount renders into its own child, so a quick unmount + mount (React StrictMode) never
  // shares a React root. Unless the host opts out, that child sits in a shadow root of its own
  // (issue 9: `Shipdeck.mount` and the React component rendered into the page's DOM, so page CSS
  // restyled them), on an element of a custom tag name, which no page rule for `div` reaches.
  const widgetHost = createWidgetHost(element, quoteFormStyles, options.shadow);
  const { host, adopted } = widgetHost;
  const root: Root = createRoot(host);
  let translate = createTranslate(current.messages);
  let session = start(current);
  let mounted = true;

  function start(opts: QuoteOptions): Session {
    // The host's texts reach core too: rule messages, notices and rate cards use the same overrides.
    const messages = translate.catalogue;
    const client =
      opts.client ??
      createQuoteApiClient({
        baseUrl: apiRootOf(opts.apiBase, element.ownerDocument.location?.origin ?? ''),
        // A partner's widget session (issue 9) is the bearer when the host gives no token of its own.
        ...(opts.token
          ? { getToken: () => current.token }
          : opts.sessionToken
            ? { getToken: () => current.sessionToken }
            : {}),
        ...(opts.publishableKey ? { publishableKey: opts.publishableKey } : {}),
        // The global fetch, not ofetch: the same status rules (core's transport) in a smaller bundle.
        exchange: fetchExchange(),
        messages,
      });
    const store =
      opts.store ??
      createQuoteStore(
        // The quote embed gives the store its rules, loaded on demand with the rate list.
        { api: client, messages, ...(laterQuoteRules ? { rules: laterQuoteRules } : {}) },
        {
          initialInput: {
            ...(opts.currency ? { currency: opts.currency } : {}),
            ...(opts.measurementSystem ? { measurementSystem: opts.measurementSystem } : {}),
            ...opts.initialInput,
          },
        },
      );
    const lookups = createQuoteLookups(client);

    // Host events come from the store's transitions, so every way of reaching them emits them.
    const stopStore = store.subscribe((state, previous) => {
      if (
        state.rates !== previous.rates &&
        state.status === 'rated' &&
        state.rates.length > 0 &&
        state.lastRatedInput
      ) {
        emitQuoteEvent(source, current, 'shipdeck:rates', {
          rates: state.rates,
          quoteId: state.createdInId,
          input: state.lastRatedInput,
        });
      }
      if (state.errorMessage && state.errorMessage !== previous.errorMessage) {
        emitQuoteEvent(source, current, 'shipdeck:error', {
          code: state.errorCode ?? 'server',
          title: state.errorTitle,
          message: state.errorMessage,
        });
      }
    });
    const stopLookups = lookups.subscribe((state, previous) => {
      if (state.optionsStatus === 'error' && previous.optionsStatus !== 'error') {
        emitQuoteEvent(source, current, 'shipdeck:error', {
          code: state.optionsError ?? 'network',
          title: null,
          message: translate(
            state.optionsError === 'origin_not_allowed' ? 'widget.originNotAllowed' : 'widget.optionsFailed',
          ),
        });
      }
    });
    void lookups.getState().loadOptions();
    return {
      client,
      store,
      lookups,
      ownsStore: !opts.store,
      stop: () => {
        stopStore();
        stopLookups();
      },
    };
  }

  function stop(s: Session): void {
    s.stop();
    if (s.ownsStore) s.store.getState().dispose();
  }

  const instance = nextInstance();

  function render(): void {
    const guest =
      current.guest ?? (!current.token && !current.sessionToken && !current.client && !current.store);
    root.render(
      <QuoteView
        store={session.store}
        lookups={session.lookups}
        guest={guest}
        t={translate}
        onContinue={(payload) => emitQuoteEvent(source, current, 'shipdeck:continue', payload)}
        instance={instance}
        inlineStyles={!adopted}
        locale={current.locale}
        inspectQuoteUrl={current.inspectQuoteUrl}
      />,
    );
  }

  render();

  return {
    update(next) {
      if (!mounted) return;
      const previous = current;
      current = { ...current, ...next };
      if (current.messages !== previous.messages) translate = createTranslate(current.messages);
      const restart = connectionChanged(previous, current);
      if (restart) {
        stop(session);
        session = start(current);
      } else {
        const actions = session.store.getState();
        if (current.currency && current.currency !== previous.currency) actions.setCurrency(current.currency);
        if (current.measurementSystem && current.measurementSystem !== previous.measurementSystem) {
          actions.setMeasurementSystem(current.measurementSystem);
        }
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
