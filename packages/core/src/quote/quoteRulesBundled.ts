import * as rules from './quoteRulesModule';
import type { QuoteRulesSource } from './quoteRulesSource';

/** "#quoteRules" by default (the server, the tests, the library build, the host app): bundled, there at once. */
export const quoteRules: QuoteRulesSource = {
  current: () => rules,
  load: () => Promise.resolve(rules),
};
