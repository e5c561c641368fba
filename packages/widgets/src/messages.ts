import { formatMessage, type MessageParams, type QuoteMessageKey } from '@shipdeck/core/messages';
import { createQuoteCatalogue, type QuoteCatalogue } from '@shipdeck/core/quote/store';
import type { laterMessages } from './quote/laterMessages';

/**
 * Texts of the widgets' own chrome (section titles, buttons, accessible names) that the spec does not
 * word: the quote form's first paint's here, the later parts' (the rate list, the documents fields,
 * what the rules show) in ./quote/laterMessages.ts (they load with them, issue 8; the package exports
 * both as `widgetMessages`). The spec's texts (labels, rules, rate-card
 * texts, notices) stay in @shipdeck/core's catalogue, which widgets read through the same `t`; one key
 * never lives in both.
 */
export const widgetFormMessages = {
  'widget.quoteTitle': 'Get a shipping quote',
  'widget.sendingFrom': 'Sending from',
  'widget.sendingTo': 'Sending to',
  'widget.selectCountry': 'Select a country',
  'widget.residential': 'Residential address',
  'widget.suggestions': 'Suggestions',
  'widget.shipment': 'Shipment',
  'widget.packages': 'Packages',
  'widget.documents': 'Documents',
  'widget.package': 'Package {n}',
  'widget.boxPreset': 'Box',
  'widget.customBox': 'My own box',
  'widget.addPackage': 'Add package',
  'widget.deletePackage': 'Delete package {n}',
  'widget.dangerousGoods': 'Contains dangerous goods or alcohol',
  'widget.units': 'Units',
  'widget.imperial': 'lb / in',
  'widget.metric': 'kg / cm',
  'widget.optionsFailed': 'We could not load the list of countries. Please reload the page and try again.',
  // Issue 9: the API refused this page's origin or publishable key (origin_not_allowed).
  'widget.originNotAllowed':
    'The shipping calculator is not available on this page. The shop needs to allow this page for its Shipdeck key.',
} as const;

export type WidgetMessageKey = keyof typeof widgetFormMessages | keyof typeof laterMessages;
/** The keys the quote widget shows: its own chrome and core's common and quote sections. */
export type MessageKey = QuoteMessageKey | WidgetMessageKey;
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** Looks a text up by key: the widgets' chrome or the core catalogue, with the host's overrides. */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** Core's quote catalogue with the same overrides, for core's stores and selectors. */
  readonly catalogue: QuoteCatalogue;
  /** The host's overrides, for texts that load later (withTexts). */
  readonly overrides: MessageOverrides;
}

export function createTranslate(overrides: MessageOverrides = {}): Translate {
  // Only the quote's sections (common + quote): the embed bundle leaves the other flows' texts out.
  const catalogue = createQuoteCatalogue(overrides as Partial<Record<QuoteMessageKey, string>>);
  const own: Record<string, string> = { ...widgetFormMessages };
  for (const key of Object.keys(overrides) as MessageKey[]) {
    if (key in widgetFormMessages) own[key] = overrides[key] as string;
  }
  const t = (key: MessageKey, params?: MessageParams) =>
    key in own ? formatMessage(own[key] as string, params) : catalogue(key as QuoteMessageKey, params);
  return Object.assign(t, { catalogue, overrides });
}

/** `t` with texts that loaded later (a lazy part's own), the host's overrides applied to them too. */
export function withTexts(t: Translate, texts: Readonly<Record<string, string>>): Translate {
  const later = (key: MessageKey, params?: MessageParams) =>
    key in texts ? formatMessage(t.overrides[key] ?? (texts[key] as string), params) : t(key, params);
  return Object.assign(later, { catalogue: t.catalogue, overrides: t.overrides });
}
