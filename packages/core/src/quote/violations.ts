import type { Violation } from '../contract/hydra';

/** The first message of each path: what a field shows. */
export function firstMessages(violations: readonly Violation[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const v of violations) if (!(v.propertyPath in result)) result[v.propertyPath] = v.message;
  return result;
}
