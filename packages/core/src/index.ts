// Public API of @shipdeck/core. Subpath exports (@shipdeck/core/rating …) let a bundle take one module alone.
export * from './contract/index';
export * from './messages/index';
