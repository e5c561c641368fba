// @vitest-environment node
// esbuild's JS API checks that TextEncoder gives real Uint8Arrays, which a DOM environment breaks.
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteOptions } from '../../scripts/embedOptions.mjs';

let inputs: string[] = [];
let code = '';
let firstFiles: string[] = [];
let entryBytes = 0;

beforeAll(async () => {
  const result = await build({
    ...quoteOptions({ version: '0.0.0-test' }),
    write: false,
    logLevel: 'silent',
  });
  // The first load: quote.js and the chunks it imports statically (an ES module with code splitting).
  const outputs = (result.metafile as Metafile).outputs;
  const first = [Object.keys(outputs).find((name) => name.endsWith('/quote.js')) ?? ''];
  for (let i = 0; i < first.length; i++)
    for (const { path, kind } of outputs[first[i] ?? '']?.imports ?? [])
      if (kind === 'import-statement' && !first.includes(path)) first.push(path);
  inputs = first.flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
  firstFiles = first;
  entryBytes = outputs[first[0] ?? '']?.bytes ?? 0;
  code = (result.outputFiles ?? [])
    .filter((file) => first.some((name) => file.path.endsWith(name)))
    .map((file) => file.text)
    .join('\n');
}, 60_000);

const included = (path: string) => inputs.some((input) => input.endsWith(path));

describe('quote embed bundle (issue 2 bundle budget)', () => {
  it('leaves the rate list and Print Quote to a chunk loaded on the first Get A Quote (issue 8)', () => {
    expect(included('src/quote/QuoteView.tsx')).toBe(true);
    expect(included('src/quote/RateList.tsx')).toBe(false);
    expect(included('src/quote/PrintQuote.tsx')).toBe(false);
    expect(included('src/quote/rateListStyles.ts')).toBe(false);
    expect(code).not.toContain('Delivery options');
  });

  it('leaves the rules, the rating and what the form shows of them to the same later chunk (issue 8)', () => {
    for (const path of [
      'core/src/quote/quoteRules.ts',
      'core/src/quote/rateRequest.ts',
      'core/src/quote/quoteRating.ts',
      'core/src/countries/checkCountryPair.ts',
      'core/src/limits/sizeLimits.ts',
      'src/quote/FormOutcome.tsx',
      'src/quote/DocumentFields.tsx',
      'src/quote/formOutcomeStyles.ts',
    ]) {
      expect(included(path), path).toBe(false);
    }
    expect(included('core/src/quote/quoteStore.ts')).toBe(true);
    expect(included('core/src/quote/quoteRulesGiven.ts')).toBe(true);
    expect(included('core/src/quote/quoteRulesBundled.ts')).toBe(false);
  });

  it('is one file of code after quote.js: the entry and the later chunk share every module the entry loads', () => {
    expect(firstFiles).toHaveLength(2);
    expect(entryBytes).toBeLessThan(400);
  });

  it('carries the quote texts and the quote calls it needs', () => {
    expect(included('core/src/messages/common.ts')).toBe(true);
    expect(included('core/src/messages/quote.ts')).toBe(true);
    expect(included('core/src/api/quotesResource.ts')).toBe(true);
    expect(included('core/src/api/optionsResource.ts')).toBe(true);
    expect(code).toContain('At least one package is required');
  });

  it("leaves the other flows' texts and API calls out", () => {
    for (const path of [
      'core/src/messages/draft.ts',
      'core/src/messages/auth.ts',
      'core/src/api/draftsResource.ts',
      'core/src/api/usersResource.ts',
    ]) {
      expect(included(path), path).toBe(false);
    }
  });

  it('uses Preact, without zod or node-fetch polyfills', () => {
    expect(included('preact/dist/preact.mjs')).toBe(true);
    expect(
      inputs.some((input) => /node_modules\/(react|react-dom|zod|node-fetch-native)\//.test(input)),
    ).toBe(false);
  });

  it('sends through the global fetch: no ofetch, ufo or destr, and not the whole auth resource', () => {
    expect(included('core/src/api/fetchExchange.ts')).toBe(true);
    expect(included('core/src/api/guestAuthToken.ts')).toBe(true);
    expect(inputs.filter((input) => /node_modules\/(ofetch|ufo|destr)\//.test(input))).toEqual([]);
    expect(included('core/src/api/ofetchExchange.ts')).toBe(false);
    expect(included('core/src/api/authResource.ts')).toBe(false);
  });
});
