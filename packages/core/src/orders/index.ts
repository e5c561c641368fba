// Orders (spec 02 §2-§5; issue 15): the New Order form's rules, how a channel's order moves between
// statuses, and the draft Ship Selected makes from an order.
export { draftFromOrder } from './draftFromOrder';
export type {
  FileOrder,
  OrderField,
  OrderPlatform,
  OrderRowError,
  ReadOrderRowsOptions,
} from './orderColumns';
export {
  findOrderHeaderRow,
  ORDER_FILE_COLUMNS,
  orderColumnFields,
  orderHeaderKey,
  readAmount,
  readDate,
  readOrderRows,
  readStatus,
} from './orderColumns';
export {
  describeLines,
  isDate,
  NEW_ORDER_PATHS,
  nextOrderStatus,
  normalizeNewOrder,
  statusOfNewOrder,
  totalWeightOf,
  validateNewOrder,
} from './orderRules';
