import type { FieldError } from '@shipdeck/core/validation';

/**
 * The first error at a path of the wizard's current step (`shipmentFrom.address.city`,
 * `shipmentDetails.products.packages.0.weight` …), or undefined. Errors show once the step was
 * submitted (the store keeps `errors` empty before).
 */
export function errorAt(errors: readonly FieldError[], path: string): string | undefined {
  return errors.find((error) => error.propertyPath === path && error.severity !== 'warning')?.message;
}

/** The first warning at a path (non-blocking notes such as the UPS declared-value warning). */
export function warningAt(errors: readonly FieldError[], path: string): string | undefined {
  return errors.find((error) => error.propertyPath === path && error.severity === 'warning')?.message;
}
