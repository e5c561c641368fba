import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS } from '../limits/index';
import * as contract from './index';
import { TEXT_LIMITS, text } from './text';

type AnySchema = z.core.$ZodType;

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A string check that caps its length (z.maxLength, z.length). */
function isBounded(schema: AnySchema): boolean {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { check: string } } }[] }).checks ?? [];
  return checks.some((check) => ['max_length', 'length_equals'].includes(check._zod.def.check));
}

/**
 * The paths of every string in `schema` that has no maximum length. Walks zod's definitions; a kind
 * of schema it does not know fails the test, so a new kind is looked at rather than passed.
 */
function unboundedStrings(schema: AnySchema, path = '', seen = new Set<AnySchema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: string) => unboundedStrings(inner as AnySchema, at, seen);
  switch (def.type) {
    case 'string':
      return isBounded(schema) ? [] : [path || '(root)'];
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, AnySchema>).flatMap(([key, field]) =>
          walk(field, path ? `${path}.${key}` : key),
        ),
        ...(def.catchall ? walk(def.catchall, `${path}.*`) : []),
      ];
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, path);
    case 'union':
      return (def.options as AnySchema[]).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'enum':
    case 'literal':
    case 'number':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'transform':
    // Free-form data the server writes (audit details); never read from a request.
    case 'unknown':
      return [];
    default:
      throw new Error(`${path}: the walk does not know zod's "${def.type}"; teach it before using one`);
  }
}

describe('bounded text in the contract (issue 7 item 7)', () => {
  it('finds an unbounded string anywhere in a schema, and passes a bounded one', () => {
    const schema = z.object({
      name: text('line'),
      tags: z.array(z.optional(z.string())),
      nested: z.object({ note: z.nullable(z.string().check(z.trim())) }),
      byKey: z.record(z.string(), z.boolean()),
      page: z.pipe(z.string(), z.transform(Number)),
    });
    expect(unboundedStrings(schema)).toEqual(['tags[]', 'nested.note', 'byKey{key}', 'page']);
    expect(
      unboundedStrings(z.object({ name: text('line'), code: z.string().check(z.maxLength(2)) })),
    ).toEqual([]);
  });

  it('gives every string of every schema the contract exports a maximum length', () => {
    const unbounded: string[] = [];
    for (const [name, value] of Object.entries(contract)) {
      if (isSchema(value)) unbounded.push(...unboundedStrings(value).map((path) => `${name}: ${path}`));
    }
    // hydraCollection wraps a member schema; its own strings are walked here.
    unbounded.push(
      ...unboundedStrings(contract.hydraCollection(contract.violation)).map((p) => `hydraCollection: ${p}`),
    );
    expect(unbounded).toEqual([]);
  });

  it("bounds every query, body and answer of the API's route table", () => {
    const unbounded = contract.API_ROUTES.flatMap((route) =>
      (['query', 'body', 'response'] as const).flatMap((part) => {
        const schema = route[part];
        return schema
          ? unboundedStrings(schema).map((path) => `${route.method} ${route.path} ${part}: ${path}`)
          : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses a 200,000-character first name at its field', () => {
    const result = z.safeParse(contract.signUpForm, {
      firstName: 'A'.repeat(200_000),
      lastName: 'Lovelace',
      phoneNumber: '+1 305 555 0100',
      email: 'ada@example.com',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', path: ['firstName'], maximum: TEXT_LIMITS.line }),
    ]);
  });

  it("is never below a maximum of the spec's rules, so those rules still answer with their own texts", () => {
    // spec 01 §5: postal code 12, city 35, phone 25, extension 5, tax id 20 (short fields); the longest
    // line of text (international goods description) 90; spec 03: a password of 256 characters.
    expect(TEXT_LIMITS.short).toBeGreaterThanOrEqual(Math.max(ADDRESS_LIMITS.postalCode, 25, 20));
    expect(TEXT_LIMITS.short).toBeGreaterThanOrEqual(ACCOUNT_LIMITS.extensionMax);
    expect(TEXT_LIMITS.line).toBeGreaterThanOrEqual(Math.max(ADDRESS_LIMITS.city, 90, 254));
    // Each character of a password may take two UTF-16 units (an emoji), which is what zod counts.
    expect(TEXT_LIMITS.password).toBeGreaterThanOrEqual(2 * ACCOUNT_LIMITS.passwordMax);
    const emoji = '🚚'.repeat(ACCOUNT_LIMITS.passwordMax);
    expect(z.safeParse(contract.signInRequest, { email: 'ada@example.com', password: emoji }).success).toBe(
      true,
    );
  });
});
