// Fixtures for tests in every package (`@shipdeck/core/testing`): complete, valid drafts and a
// fake of the wizard's API. Not for production code.

export { newOrder } from '../orders/testing';
export {
  documentsDraft,
  domesticDraft,
  exportDraft,
  item,
  savedItem,
  TODAY,
} from '../shipment/model/testing/fixtures';
