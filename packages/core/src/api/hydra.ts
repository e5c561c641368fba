import type { Violation } from '../contract/hydra';

/** A list call's answer without the hydra wrapping (spec: member list and total count). */
export interface Page<T> {
  items: T[];
  totalItems: number;
}

/**
 * Unwraps a hydra collection. Also takes the JSON-LD 2 spelling (`member`, `totalItems`) and a bare
 * array, which some list endpoints answer; anything else is an empty page.
 */
export function unwrapCollection<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], totalItems: data.length };
  if (typeof data !== 'object' || data === null) return { items: [], totalItems: 0 };
  const record = data as Record<string, unknown>;
  const members = record['hydra:member'] ?? record.member;
  const items = Array.isArray(members) ? (members as T[]) : [];
  const total = record['hydra:totalItems'] ?? record.totalItems;
  return { items, totalItems: typeof total === 'number' ? total : items.length };
}

export interface HydraErrorFields {
  title: string | null;
  description: string | null;
  errorCode: string | null;
  violations: Violation[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The parts of a hydra (or RFC 7807) error body the client shows. */
export function readHydraError(data: unknown): HydraErrorFields {
  if (typeof data !== 'object' || data === null) {
    return { title: null, description: text(data), errorCode: null, violations: [] };
  }
  const record = data as Record<string, unknown>;
  const violations = Array.isArray(record.violations)
    ? (record.violations as unknown[]).flatMap((v) => {
        if (typeof v !== 'object' || v === null) return [];
        const { propertyPath, message, severity } = v as Record<string, unknown>;
        if (typeof message !== 'string') return [];
        return [
          {
            propertyPath: typeof propertyPath === 'string' ? propertyPath : '',
            message,
            ...(severity === 'error' || severity === 'warning' ? { severity } : {}),
          } satisfies Violation,
        ];
      })
    : [];
  return {
    title: text(record['hydra:title']) ?? text(record.title),
    description: text(record['hydra:description']) ?? text(record.detail) ?? text(record.description),
    errorCode: text(record.errorCode),
    violations,
  };
}
