import { describe, expect, it } from 'vitest';
import { commonMessages } from './common';
import { draftMessages } from './draft';
import {
  commonCatalogue,
  createCatalogue,
  createMessages,
  defaultMessages,
  formatMessage,
  messages,
} from './index';
import { quoteMessages } from './quote';

describe('message catalogue', () => {
  it('fills the spec placeholders', () => {
    expect(messages('country.blocked', { country: 'Cuba' })).toBe(
      'Shipments to Cuba are currently unavailable. Please contact customer service for more information.',
    );
    expect(messages('field.required', { label: 'Zip' })).toBe('Zip is required');
  });

  it('lets a host override a text without touching the others', () => {
    const t = createMessages({ 'field.required': '{label} est obligatoire' });
    expect(t('field.required', { label: 'Zip' })).toBe('Zip est obligatoire');
    expect(t('api.unknownStatus')).toBe('It looks like there may have been a problem.');
  });

  it('leaves unknown placeholders in place', () => {
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('builds a catalogue from the sections a flow uses, with the same texts as the full one', () => {
    const t = createCatalogue([commonMessages, quoteMessages]);
    expect(t('quote.quantityMin')).toBe('At least one package is required');
    expect(t('field.required', { label: 'Zip' })).toBe(messages('field.required', { label: 'Zip' }));
    expect(Object.keys(t.texts)).toHaveLength(
      Object.keys(commonMessages).length + Object.keys(quoteMessages).length,
    );
    for (const key of Object.keys(draftMessages)) expect(t.texts).not.toHaveProperty(key);
  });

  it("applies a host's overrides to the keys a section catalogue holds and leaves the others out", () => {
    const overrides: Record<string, string> = {
      'quote.quantityMin': 'Au moins un colis est requis',
      [Object.keys(draftMessages)[0] as string]: 'not a quote text',
    };
    const t = createCatalogue([commonMessages, quoteMessages], overrides);
    expect(t('quote.quantityMin')).toBe('Au moins un colis est requis');
    expect(Object.keys(t.texts)).not.toContain(Object.keys(draftMessages)[0]);
  });

  it('keeps one text per key: every section catalogue reads the same words as the full catalogue', () => {
    for (const [key, text] of Object.entries(commonCatalogue.texts)) {
      expect(defaultMessages[key as keyof typeof defaultMessages]).toBe(text);
    }
  });
});
