import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMessages, prepareCatalogue } from '@shipdeck/core/messages';
import { describe, expect, it } from 'vitest';
import { addPrepareTexts, createPrepareTranslate, prepareWidgetMessages } from './prepareMessages';

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
    const t = createPrepareTranslate({
      'prepare.saveAndContinue': 'Enregistrer',
      'draft.notFound': 'Introuvable',
    });
    expect(t('prepare.saveAndContinue')).toBe('Enregistrer');
    expect(t('prepare.cancel')).toBe(prepareWidgetMessages['prepare.cancel']);
    expect(t('draft.notFound')).toBe('Introuvable');
    expect(t.catalogue('draft.notFound')).toBe('Introuvable');
    expect(t('field.required', { label: 'Zip' })).toBe('Zip is required');
  });

  it('reads a later part’s texts once its module added them, with the host’s overrides', () => {
    const t = createPrepareTranslate({ 'prepare.test.later': 'Plus tard' } as never);
    addPrepareTexts({ 'prepare.test.later': 'Later', 'prepare.test.other': 'Other {n}' });
    expect(t('prepare.test.later' as never)).toBe('Plus tard');
    expect(t('prepare.test.other' as never, { n: 2 })).toBe('Other 2');
  });

  it('keeps the later steps’, the customs block’s and the modals’ texts out of step 1’s, and step 1 names none of them', async () => {
    const { laterStepsMessages } = await import('./steps/laterStepsMessages');
    const { pickupSettingsMessages } = await import('./steps/pickupSettingsMessages');
    const { customsMessages } = await import('./steps/customsMessages');
    const { documentsMessages } = await import('./steps/documentsMessages');
    const { requestDialogsMessages } = await import('./requests/requestDialogsMessages');
    const { shellLaterMessages } = await import('./shellLaterMessages');
    const { rateSummaryMessages } = await import('./rateSummaryMessages');
    const later = {
      ...laterStepsMessages,
      ...pickupSettingsMessages,
      ...customsMessages,
      ...documentsMessages,
      ...requestDialogsMessages,
      ...shellLaterMessages,
      ...rateSummaryMessages,
    };
    expect(Object.keys(later).filter((key) => key in prepareWidgetMessages)).toEqual([]);
    const firstLoad = [
      'PrepareView.tsx',
      'mountPrepare.tsx',
      'fields.tsx',
      'savedLists.tsx',
      'steps/CreateShipmentStep.tsx',
    ];
    const named = firstLoad.flatMap((file) =>
      [...readFileSync(join(ROOT, 'prepare', file), 'utf8').matchAll(/'((?:prepare|book)\.[\w.]+)'/g)].map(
        (m) => m[1],
      ),
    );
    expect(
      named.filter((key) => key && !(key in prepareWidgetMessages) && !(key in defaultMessages)),
    ).toEqual([]);
  });
});
