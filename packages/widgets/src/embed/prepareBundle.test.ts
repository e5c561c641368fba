// @vitest-environment node
// esbuild's JS API checks that TextEncoder gives real Uint8Arrays, which a DOM environment breaks.
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareOptions } from '../../scripts/embedOptions.mjs';

let firstInputs: string[] = [];
let firstFiles: string[] = [];
let outputs: Metafile['outputs'] = {};

/** A file and the chunks it imports statically (what the browser fetches before running it). */
function closure(file: string): string[] {
  const files = [file];
  for (let i = 0; i < files.length; i++)
    for (const { path, kind } of outputs[files[i] ?? '']?.imports ?? [])
      if (kind === 'import-statement' && !files.includes(path)) files.push(path);
  return files;
}

beforeAll(async () => {
  const result = await build({
    ...prepareOptions({ version: '0.0.0-test' }),
    write: false,
    logLevel: 'silent',
  });
  outputs = (result.metafile as Metafile).outputs;
  firstFiles = closure(Object.keys(outputs).find((name) => name.endsWith('/prepare.js')) ?? '');
  firstInputs = firstFiles.flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
}, 60_000);

const inFirstStep = (path: string) => firstInputs.some((input) => input.endsWith(path));

describe('prepare embed bundle (issue 11: step 1 first, the rest on demand)', () => {
  it('leaves the rules of steps 2–3 and the booking of step 4 to a chunk loaded past step 1', () => {
    for (const path of [
      'core/src/shipment/rules/additionalServicesRules.ts',
      'core/src/shipment/rules/paymentStepRules.ts',
      'core/src/pickup/pickupRules.ts',
      'core/src/pickup/originTimeZone.ts',
      'core/src/shipment/model/toPrepareShipmentBody.ts',
      'core/src/shipment/wizard/completion.ts',
      'core/src/shipment/wizard/laterStepsBundled.ts',
      'core/src/shipment/model/parseDraft.ts',
      'core/src/shipment/model/loadParseDraft.ts',
    ]) {
      expect(inFirstStep(path), path).toBe(false);
    }
    expect(inFirstStep('core/src/shipment/wizard/createPrepareWizardStore.ts')).toBe(true);
    expect(inFirstStep('core/src/shipment/rules/createShipmentRules.ts')).toBe(true);
    expect(inFirstStep('core/src/shipment/wizard/laterStepsGiven.ts')).toBe(true);
    const later = Object.entries(outputs).find(([name]) => /prepare-laterStepsChunk-\w+\.js$/.test(name));
    expect(
      Object.keys(later?.[1].inputs ?? {}).some((i) => i.endsWith('shipment/wizard/completion.ts')),
    ).toBe(true);
  });

  it('takes what step 1 uses of validation without the index, whose payment and freight-quote rules are the dialogs’', () => {
    expect(inFirstStep('core/src/validation/numberInput.ts')).toBe(true);
    for (const path of [
      'core/src/validation/index.ts',
      'core/src/validation/paymentMethodRules.ts',
      'core/src/validation/freightQuoteRules.ts',
      'core/src/validation/billingContactRules.ts',
    ]) {
      expect(inFirstStep(path), path).toBe(false);
    }
  });

  it('carries step 1’s texts, not the later parts’ (pickups, billing, the address book’s import) nor the messages index', () => {
    expect(inFirstStep('core/src/messages/draft.ts')).toBe(true);
    for (const path of [
      'core/src/messages/pickup.ts',
      'core/src/messages/settings.ts',
      'core/src/messages/addressBook.ts',
      'core/src/addressBook/listModes.ts',
      'core/src/messages/prepare.ts',
      'core/src/messages/index.ts',
    ]) {
      expect(inFirstStep(path), path).toBe(false);
    }
  });

  it('leaves core’s option lists to the parts whose selects show them (steps 2–4, the customs block)', () => {
    expect(inFirstStep('core/src/shipment/model/optionLists.ts')).toBe(false);
    expect(inFirstStep('src/prepare/useOptionList.ts')).toBe(false);
    expect(inFirstStep('src/prepare/optionLists.ts')).toBe(true);
  });

  it('keeps step 1 in a few files: the later steps’ and the draft reader’s chunks name the first load (src/prepare/firstLoad.ts)', () => {
    expect(firstFiles.length).toBeLessThanOrEqual(3);
  });
});
