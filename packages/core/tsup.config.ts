import { defineConfig } from 'tsup';

// One entry per subpath export, so a bundle takes only what it imports.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'account/index': 'src/account/index.ts',
    'contract/index': 'src/contract/index.ts',
    // Its own entry: the contract's constants without zod (the server's first module, main.ts, reads
    // the feature flags' defaults before the database thread starts; issue 8).
    'contract/constants': 'src/contract/clientConstants.ts',
    'countries/index': 'src/countries/index.ts',
    'units/index': 'src/units/index.ts',
    'limits/index': 'src/limits/index.ts',
    'format/index': 'src/format/index.ts',
    'messages/index': 'src/messages/index.ts',
    // Their own entries: the prepare flow's texts of step 1 and of the later steps, which the prepare
    // embed takes apart (its first load carries only step 1's, issue 11).
    'messages/prepareStepOne': 'src/messages/prepareStepOne.ts',
    'messages/prepareLater': 'src/messages/prepareLater.ts',
    'rating/index': 'src/rating/index.ts',
    'quote/index': 'src/quote/index.ts',
    // Its own entry: only the rate list (and prepare) need it; imported through the quote index,
    // esbuild puts it in the chunk the embed's quote widget shares with its lazy rate list (issue 8).
    'quote/rateCards': 'src/quote/rateCards.ts',
    // Its own entry: the quote form without the rules (the store reaches them through "#quoteRules").
    'quote/store': 'src/quote/store.ts',
    'api/index': 'src/api/index.ts',
    // Its own entry: the app's client loads the later families with import(), which a bundle that
    // imports the api index (the embed's quote widget) should not see (issue 8).
    'api/lazy': 'src/api/lazyApiClient.ts',
    'shipment/index': 'src/shipment/index.ts',
    // Their own entries: what the prepare wizard's first screen uses, without what it loads later (the
    // draft schema, the list stores), which esbuild would put in its first load through the indexes (issue 11).
    'shipment/wizard': 'src/shipment/wizardClient.ts',
    // Its own entry: what the wizard needs past step 1, which the prepare embed loads on demand.
    'shipment/laterSteps': 'src/shipment/wizard/laterSteps.ts',
    // Its own entry: the draft reader (the schema and zod), which the prepare embed loads on demand.
    'shipment/parseDraft': 'src/shipment/model/parseDraft.ts',
    // Its own entry: the option lists the selects show until the server's arrive, which only the prepare
    // embed's later parts show (the wizard entry would bring them into its first load, issue 11).
    'shipment/optionLists': 'src/shipment/model/optionLists.ts',
    'addressBook/savedContacts': 'src/addressBook/savedContacts.ts',
    'pickup/index': 'src/pickup/index.ts',
    'validation/index': 'src/validation/index.ts',
    // Its own entry: the number fields' reading and formatting, which the prepare embed's step 1 takes
    // without the validation index (whose payment and freight-quote rules would come along, issue 11).
    'validation/numberInput': 'src/validation/numberInput.ts',
    'runtime/index': 'src/runtime/index.ts',
    'testing/index': 'src/testing/index.ts',
    'session/index': 'src/session/index.ts',
    'tracking/index': 'src/tracking/index.ts',
    'addressBook/index': 'src/addressBook/index.ts',
    'orders/index': 'src/orders/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
