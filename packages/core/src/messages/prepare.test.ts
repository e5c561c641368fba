import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from './full';
import { createPrepareCatalogue, prepareCatalogue } from './prepare';

// The prepare flow's catalogue leaves other flows' texts out (issue 11). Every key the flow's code
// names must still be in it: the wizard store, the shipment's rules and model, the field rules, the
// pickup rules step 2 uses, the saved lists' stores, the API client and the rate cards.
const SRC = join(import.meta.dirname, '..');
const FLOW_DIRS = ['shipment', 'validation', 'pickup', 'addressBook', 'countries', 'api', 'quote', 'rating'];
// Not the prepare flow's: the survey's rules, the pickup scheduler's own store and form, and the
// server's tariff engine (its inspection lines).
const OTHER_FLOWS =
  /validation\/surveyRules\.ts$|pickup\/pickupScheduler(Store|Form)\.ts$|rating\/rateTariff\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test(-helper)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = FLOW_DIRS.flatMap((dir) => sourceFiles(join(SRC, dir))).filter((f) => !OTHER_FLOWS.test(f));
const allKeys = new Set(Object.keys(defaultMessages));

describe('the prepare flow’s catalogue', () => {
  it('holds every message key the flow’s code names', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+(?:\.[\w-]+)+)['`]/g)) {
        if (key && allKeys.has(key) && !(key in prepareCatalogue.texts)) missing.push(`${key} (${file})`);
      }
    }
    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('holds the label of every field a rule names ("{label} is required" reads draft.label.<name>)', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(
        /\b(?:required|minLength|maxLength|positive|minValue|wholeNumber|label)\(\s*(?:ctx\.)?t,\s*'(\w+)'/g,
      )) {
        const key = `draft.label.${name}`;
        if (allKeys.has(key) && !(key in prepareCatalogue.texts)) missing.push(`${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves the other flows’ texts out and takes overrides of its own keys', () => {
    expect('signIn.title' in prepareCatalogue.texts || 'orders.title' in prepareCatalogue.texts).toBe(false);
    expect(Object.keys(prepareCatalogue.texts).length).toBeLessThan(allKeys.size);
    const t = createPrepareCatalogue({ 'draft.restorePrompt': 'Reprendre ?', 'signIn.title': 'x' } as never);
    expect(t('draft.restorePrompt')).toBe('Reprendre ?');
    expect(t('field.required', { label: 'Zip' })).toBe('Zip is required');
  });
});
