// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMessages, prepareCatalogue } from '@shipdeck/core/messages';
import { describe, expect, it } from 'vitest';

// The pickup scheduler and the address book translate through the prepare flow's catalogue, not every
// flow's (issue 8: their embeds carry no account, orders or inspection texts). Every core key their
// code names must be in it: the widgets' views, and core's pickup scheduler store and form.
const WIDGETS = join(import.meta.dirname, '..');
const CORE = join(WIDGETS, '../../core/src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
const files = [
  ...sourceFiles(join(WIDGETS, 'pickup')),
  ...sourceFiles(join(WIDGETS, 'addressBook')),
  join(CORE, 'pickup/pickupSchedulerStore.ts'),
  join(CORE, 'pickup/pickupSchedulerForm.ts'),
];
const coreKeys = new Set(Object.keys(defaultMessages));

describe('the pickup and address-book widgets’ catalogue', () => {
  it('holds every core message key their code names', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+(?:\.[\w-]+)+)['`]/g)) {
        if (key && coreKeys.has(key) && !(key in prepareCatalogue.texts)) missing.push(`${key} (${file})`);
      }
    }
    expect(files.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });
});
