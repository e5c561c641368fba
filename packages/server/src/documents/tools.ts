// The documents API for tools and the bench (dist/documents.js): everything index.ts exports, and the
// drawing functions it leaves out so that the HTTP thread never loads pdf-lib and bwip-js.
export * from './index';
export { DOCUMENT_TYPES, documentTypesFor, mergeDocuments, renderShipmentDocuments } from './renderDocuments';
