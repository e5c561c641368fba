/**
 * Repeated rows of the prepare form (packages, invoice line items), spec 01 §2: a row is added only
 * after a last row that is not empty ("Add Different Package" shows only on the last row when it is
 * not empty), and the last remaining row cannot be deleted ("Delete Package" is disabled when only one).
 * Each answers the new list, or null when the action does not apply.
 */
export function withRowAdded<T>(rows: readonly T[], isEmpty: (row: T) => boolean, make: () => T): T[] | null {
  const last = rows[rows.length - 1];
  if (last !== undefined && isEmpty(last)) return null;
  return [...rows, make()];
}

export function withRowRemoved<T>(rows: readonly T[], index: number): T[] | null {
  if (rows.length <= 1 || index < 0 || index >= rows.length) return null;
  return rows.filter((_, i) => i !== index);
}
