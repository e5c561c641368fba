// Public API of @shipdeck/core. Subpath exports (@shipdeck/core/rating …) let a bundle take one module
// alone; the root re-exports the modules whose names do not clash. Field-rule helpers live under
// `@shipdeck/core/validation` only (their names, like `required`, are too generic for the root).
export * from './account/index';
export * from './addressBook/index';
export * from './api/index';
export * from './contract/index';
export * from './countries/index';
export * from './format/index';
export * from './limits/index';
export * from './messages/index';
export * from './orders/index';
export * from './pickup/index';
export * from './quote/index';
export * from './quote/rateCards';
export * from './rating/index';
export * from './runtime/index';
export * from './shipment/index';
export * from './units/index';
