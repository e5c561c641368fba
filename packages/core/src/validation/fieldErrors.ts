import type { Violation } from '../contract/hydra';

/**
 * A field error: the field's path in the draft (e.g. "shipmentTo.address.city",
 * "shipmentDetails.products.items.2.weight") and the message to show at it. It is the contract's
 * `Violation`, so a 422 answer from the server and a check in the browser read the same way.
 * Warnings are shown but do not block Continue.
 */
export type FieldError = Violation;

/** Collects the errors of one form in screen order, at most one per field. */
export interface FieldErrorList {
  /** Records `message` at `path` unless it is null or the field already has an error. */
  error(path: string, message: string | null): void;
  warn(path: string, message: string | null): void;
  readonly list: FieldError[];
}

export function createFieldErrorList(): FieldErrorList {
  const list: FieldError[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string | null, severity: 'error' | 'warning') => {
    if (message === null || seen.has(path)) return;
    seen.add(path);
    list.push({ propertyPath: path, message, severity });
  };
  return {
    error: (path, message) => add(path, message, 'error'),
    warn: (path, message) => add(path, message, 'warning'),
    list,
  };
}

export const isBlocking = (e: FieldError): boolean => e.severity !== 'warning';

/** True when nothing blocks: warnings alone let the user go on. */
export const isValid = (errors: readonly FieldError[]): boolean => !errors.some(isBlocking);

/** The first blocking error in screen order: the one the view scrolls to (spec 01 §4). */
export const firstBlockingError = (errors: readonly FieldError[]): FieldError | undefined =>
  errors.find(isBlocking);

/** The message to show at each field (errors win over warnings at the same path). */
export function messagesByPath(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) if (isBlocking(e) || !(e.propertyPath in out)) out[e.propertyPath] = e.message;
  return out;
}

/** Errors whose path is the field or lies under it (e.g. every error of "shipmentFrom"). */
export const errorsUnder = (errors: readonly FieldError[], path: string): FieldError[] =>
  errors.filter((e) => e.propertyPath === path || e.propertyPath.startsWith(`${path}.`));
