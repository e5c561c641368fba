// Injected into quote.js only (embedOptions.mjs): the classic JSX factory, Preact's own createElement.
// h('p', null, text) is shorter than the automatic runtime's jsx('p', { children: text }) at each of
// the widget's elements; compat's normalisations (className, onChange) run in its vnode hook either way.
export { createElement as h, Fragment } from 'preact';
