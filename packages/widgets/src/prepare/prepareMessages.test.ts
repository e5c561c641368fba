import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMessages, prepareCatalogue } from '@shipdeck/core/messages';
import { describe, expect, it } from 'vitest';
import { createPrepareTranslate, prepareWidgetMessages } from './prepareMessages';

// The widget's translate falls back to core's catalogue of the prepare flow, which leaves other
// flows' texts out (issue 11): every core key the widget's views name must be in it.
const ROOT = join(import.meta.dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the prepare widget’s texts', () => {
  it('finds every core key its views name in the prepare flow’s catalogue', () => {
    const files = ['prepare', 'addressBook', 'ui'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const missing: string[] = [];
    for (const file of files) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+(?:\.[\w-]+)+)['`]/g)) {
        if (key && key in defaultMessages && !(key in prepareCatalogue.texts))
          missing.push(`${key} (${file})`);
      }
    }
    expect(files.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('reads its own texts, core’s, and the host’s overrides of both', () => {
    const t = createPrepareTranslate({ 'prepare.saveDraft': 'Enregistrer', 'draft.notFound': 'Introuvable' });
    expect(t('prepare.saveDraft')).toBe('Enregistrer');
    expect(t('prepare.cancel')).toBe(prepareWidgetMessages['prepare.cancel']);
    expect(t('draft.notFound')).toBe('Introuvable');
    expect(t.catalogue('draft.notFound')).toBe('Introuvable');
    expect(t('field.required', { label: 'Zip' })).toBe('Zip is required');
  });
});
