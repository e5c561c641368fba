import type { MessageKey } from './full';

export type MessageParams = Record<string, string | number>;

/** One section of the catalogue (common, quote …): its keys and the spec's texts. */
export type MessageSection = Readonly<Record<string, string>>;
/** The keys of a list of sections. */
export type SectionKeys<S extends readonly MessageSection[]> = S[number] extends infer Section
  ? Section extends MessageSection
    ? keyof Section & string
    : never
  : never;

/** Replaces `{name}` placeholders with params; unknown placeholders are left as they are. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A catalogue typed to the keys it holds. Code that needs only some sections asks for
 * `MessageCatalogue<ItsKeys>`, so the full catalogue and any catalogue built from at least those
 * sections fit, and a bundle that never builds the full one leaves the other flows' texts out.
 */
export interface MessageCatalogue<K extends string = MessageKey> {
  (key: K, params?: MessageParams): string;
  readonly texts: Readonly<Record<K, string>>;
}

/**
 * A catalogue of the given sections where `overrides` replace individual keys. Overrides of keys
 * the sections do not hold are left out: a flow's catalogue holds only its own texts, whatever the
 * host passes (e.g. one override file for every flow).
 */
export function createCatalogue<const S extends readonly MessageSection[]>(
  sections: S,
  overrides: Partial<Record<SectionKeys<S>, string>> = {},
): MessageCatalogue<SectionKeys<S>> {
  const texts: Record<string, string> = Object.assign({}, ...sections);
  for (const [key, text] of Object.entries(overrides as Record<string, string | undefined>)) {
    if (key in texts && typeof text === 'string') texts[key] = text;
  }
  const t = (key: SectionKeys<S>, params?: MessageParams) => formatMessage(texts[key] as string, params);
  return Object.assign(t, { texts: texts as Record<SectionKeys<S>, string> });
}
