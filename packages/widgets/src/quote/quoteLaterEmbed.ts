/**
 * The quote embed's later chunk ("#quoteLaterChunk" under the embed's `shipdeck-quote-embed`
 * condition): ./quoteLater.ts, naming the embed's entry modules too (installBundle, mountQuote,
 * defineQuoteElement). esbuild then puts everything the entry loads into the one chunk both share, and
 * quote.js is only its entry, so the first load is one file of code instead of two halves compressed
 * apart (0.7 KB less brotli). Only the embed: the host app's bundler would split its quote page in two
 * for the same names.
 */
export { installBundle } from '../embed/installBundle';
export { mountQuote } from './mountQuote';
export { defineQuoteElement } from './quoteElement';
export * from './quoteLater';
