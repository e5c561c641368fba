import type { Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { z } from 'zod';
import { serverMessage } from '../messages';
import { badRequest } from './apiError';

/** Field labels a person reads in violations; other names are spelled out from their camelCase. */
const LABELS: Record<string, string> = {
  countryCode: 'Country',
  postalCode: 'Postal Code',
  isResidential: 'Residential',
  targetShipDate: 'Ship Date',
  pieces: 'Packages',
  declaredValue: 'Declared Value',
  insuredValue: 'Insurance Value',
  itemsPerPage: 'Items per page',
};

/** "pieces.0.weight" -> "Weight"; "origin" -> "Origin". */
export function labelOf(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((segment) => typeof segment === 'string');
  if (typeof name !== 'string' || name === '') return 'Request';
  return (
    LABELS[name] ??
    name
      .replace(/\[.*\]$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/^./, (first) => first.toUpperCase())
  );
}

export const propertyPathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  int: 'a whole number',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/** One violation per zod issue, worded for a person (zod/mini carries no message texts). */
export function violationsOf(issues: readonly z.core.$ZodIssue[], input: unknown): Violation[] {
  return issues.map((issue) => {
    const label = labelOf(issue.path);
    let message: string;
    switch (issue.code) {
      case 'invalid_type':
        message =
          valueAt(input, issue.path) === undefined || valueAt(input, issue.path) === null
            ? messages('field.required', { label })
            : serverMessage('field.type', { label, expected: EXPECTED[issue.expected] ?? issue.expected });
        break;
      case 'invalid_value':
        message = serverMessage('field.oneOf', { label, values: issue.values.map(String).join(', ') });
        break;
      case 'too_small':
        message =
          issue.origin === 'string'
            ? messages('field.minLength', { label, min: Number(issue.minimum) })
            : messages('field.minValue', { label, min: Number(issue.minimum) });
        break;
      case 'too_big':
        message =
          issue.origin === 'string'
            ? messages('field.maxLength', { label, max: Number(issue.maximum) })
            : issue.origin === 'array'
              ? serverMessage('field.maxItems', { label, max: Number(issue.maximum) })
              : serverMessage('field.invalid', { label });
        break;
      case 'invalid_union':
        message = serverMessage('field.invalid', { label });
        break;
      default:
        message =
          issue.message && issue.message !== 'Invalid input'
            ? issue.message
            : serverMessage('field.invalid', { label });
    }
    return { propertyPath: propertyPathOf(issue.path), message, severity: 'error' };
  });
}

/**
 * Parses a body or query with a schema of the contract; a mismatch is a 400 hydra error with one
 * violation per field and the spec's generic notice as description (spec 01 §8).
 */
export function parseInput<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throw badRequest(messages('generic.invalidNotice'), violationsOf(result.error.issues, input));
  }
  // PostgreSQL text and jsonb cannot hold U+0000; no field of ours has a use for it. (Lengths are the
  // contract's: every string in it has a maximum, core/contract/text.ts, so zod refuses a long one.)
  const nul = pathOfNul(result.data, []);
  if (nul) {
    throw badRequest(messages('generic.invalidNotice'), [
      {
        propertyPath: propertyPathOf(nul),
        message: serverMessage('field.invalid', { label: labelOf(nul) }),
        severity: 'error',
      },
    ]);
  }
  return result.data;
}

/** The path of the first string holding a NUL character (walks parsed output: schema-bounded depth). */
function pathOfNul(value: unknown, path: PropertyKey[]): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}
