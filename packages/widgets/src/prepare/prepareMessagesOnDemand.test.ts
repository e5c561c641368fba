import { PREPARE_LATER_SECTIONS } from '@shipdeck/core/messages/prepareLater';
import { describe, expect, it, vi } from 'vitest';
import { addPrepareTexts, createPrepareTranslate } from './prepareMessages';

// The prepare embed ("#prepareOnDemand" under `shipdeck-lazy-prepare-steps`): core's texts of the later
// steps are not in step 1's first load; the later steps' chunk adds them (issue 11).
vi.mock('#prepareOnDemand', () => ({ laterCoreSections: [] }));

describe('the prepare widget’s texts where the later steps load on demand', () => {
  it('answers step 1’s core texts at once and the later steps’ once their chunk added them, with the host’s overrides', () => {
    const t = createPrepareTranslate({
      'pickup.date.weekend': 'Pas le week-end',
      'field.required': '{label} ?',
    });
    expect(t.catalogue('field.required', { label: 'Zip' })).toBe('Zip ?');
    expect('pickup.date.weekend' in t.catalogue.texts).toBe(false);
    // Not there yet: the first load has no text to give.
    expect(t.catalogue('pickup.date.past')).toBeUndefined();
    for (const section of PREPARE_LATER_SECTIONS) addPrepareTexts(section);
    expect(t.catalogue('pickup.date.weekend')).toBe('Pas le week-end');
    expect(t.catalogue('pickup.date.past')).toBe(PREPARE_LATER_SECTIONS[0]['pickup.date.past']);
    expect(t('billing.updated')).toBe(PREPARE_LATER_SECTIONS[1]['billing.updated']);
  });
});
