import { describe, expect, it } from 'vitest';
import { createMessages, formatMessage, messages } from './index';

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
});
