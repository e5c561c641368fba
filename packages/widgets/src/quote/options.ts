import type { ApiClient } from '@shipdeck/core/api';
import type { MeasurementSystem } from '@shipdeck/core/contract';
import type { QuoteInput, QuoteStore } from '@shipdeck/core/quote';
import type { MessageOverrides } from '../messages';
import type { QuoteEventCallbacks } from './events';
import type { LookupApi } from './quoteLookups';

/** What a host may set on the quote widget: `mountQuote`, `<QuoteWidget>` props, element attributes. */
export interface QuoteOptions extends QuoteEventCallbacks {
  /**
   * Origin of the Shipdeck API (e.g. "https://shipdeck.example.com"; "/api" is added). Default: the
   * page's own origin, as in our app.
   */
  apiBase?: string;
  /**
   * A bearer token the host already holds (a signed-in user). Without one the widget asks the API for
   * a guest token, which may only quote, and shows the guest banner (spec 02 §2).
   */
  token?: string;
  /**
   * A partner's publishable key (`pk_live_…`, issue 9), sent with every call: the API answers this page
   * only when its origin is one the key is bound to (else `shipdeck:error` with `origin_not_allowed`).
   */
  publishableKey?: string;
  /**
   * A widget session the partner's server minted with its secret key (POST /api/widget_session_actions,
   * 15 minutes): the widget's bearer instead of a guest token. Use it with `publishableKey`.
   */
  sessionToken?: string;
  /** Shows the guest banner; default: true when the widget quotes with a guest token. */
  guest?: boolean;
  /** Starting currency (default USD) and units (default imperial); domestic quotes force USD and imperial. */
  currency?: string;
  measurementSystem?: MeasurementSystem;
  /** Starting values, e.g. the shop's own address as the origin. */
  initialInput?: Partial<QuoteInput>;
  /**
   * The locale number fields read and show numbers in (BCP 47, default "en-US": "1,000.50"); a
   * German shop may set "de-DE" ("1.000,50").
   */
  locale?: string;
  /**
   * Staff only: the address of a quote's inspection page, with `{id}` for the quote's id (our app:
   * "/inspection/{id}"). Each rate card then has Inspect Quote, opening it in a new tab (spec 02 §6:
   * a super admin with the inspection flag on; the host decides who gets it).
   */
  inspectQuoteUrl?: string;
  /** Replaces texts by key (locale, tone), from core's catalogue or the widget's own. */
  messages?: MessageOverrides;
  /**
   * Render inside a shadow root of its own (default true), so the page's CSS and the widget's never
   * mix; `false` renders in the page's DOM, for a first-party app that styles the page itself.
   */
  shadow?: boolean;
  /** Advanced: an API client the host built (its own auth, tests, stories). */
  client?: QuoteClient;
  /** Advanced: a quote store the host built; the widget then only renders it. */
  store?: QuoteStore;
}

/** The calls the widget makes: rating and the lookups. */
export type QuoteClient = LookupApi & Pick<ApiClient, 'rateShipment'>;

/** The handle of a mounted widget (docs/conventions.md#mount-handles). */
export interface QuoteHandle {
  /**
   * Changes options; a change of `apiBase`, `publishableKey`, `token`, `sessionToken` (given or not),
   * `client` or `store` starts a new quote.
   */
  update(options: QuoteOptions): void;
  /** Removes the widget and stops its timers. */
  unmount(): void;
}
