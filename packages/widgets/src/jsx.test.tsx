import { describe, expect, it } from 'vitest';
import type { ShipdeckQuoteAttributes } from './index';

describe('typings for hosts (issue 9 item 8)', () => {
  it('types <shipdeck-quote> in JSX, in document queries and in its events', () => {
    // Compiled by `tsc` (pnpm typecheck): a wrong attribute or detail field fails the build.
    const element = <shipdeck-quote api-base="https://shipdeck.example.com" currency="USD" guest="" />;
    const attributes: ShipdeckQuoteAttributes = { 'measurement-system': 'metric' };
    const node = document.createElement('shipdeck-quote');
    const rateCounts: number[] = [];
    node.addEventListener('shipdeck:rates', (event) => rateCounts.push(event.detail.rates.length));
    node.addEventListener('shipdeck:error', (event) => {
      const code: string = event.detail.code;
      rateCounts.push(code.length);
    });
    node.dispatchEvent(
      new CustomEvent('shipdeck:rates', { detail: { rates: [], quoteId: null, input: {} } }),
    );
    expect(rateCounts).toEqual([0]);
    expect(element.type).toBe('shipdeck-quote');
    expect(attributes['measurement-system']).toBe('metric');
  });
});
