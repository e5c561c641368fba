import * as z from 'zod/mini';
import { text } from './text';

/** A hydra collection as the API answers list GETs (spec 02 §7, spec 03 §7: member list, total count). */
export const hydraCollection = <T extends z.core.$ZodType>(member: T) =>
  z.object({
    '@context': z.optional(text('id')),
    '@id': z.optional(text('id')),
    '@type': z.optional(text('id')),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number(),
  });

export type HydraCollection<T> = {
  '@context'?: string;
  '@id'?: string;
  '@type'?: string;
  'hydra:member': T[];
  'hydra:totalItems': number;
};

/** One field error: the path of the field in the request body and the spec's message for it. */
export const violation = z.object({
  propertyPath: text('line'),
  message: text('text'),
  /** Warnings do not block the request; errors do. */
  severity: z.optional(z.enum(['error', 'warning'])),
});
export type Violation = z.infer<typeof violation>;

/** A hydra error (spec: description, error code), with field violations for 422 answers. */
export const hydraError = z.object({
  '@context': z.optional(text('id')),
  '@type': z.optional(text('id')),
  'hydra:title': z.optional(text('line')),
  'hydra:description': text('text'),
  errorCode: z.optional(text('id')),
  violations: z.optional(z.array(violation)),
});
export type HydraError = z.infer<typeof hydraError>;
