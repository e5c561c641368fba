import { type Draft, draftSchema } from './draftSchema';
import { type NormalizeOptions, normalize } from './normalize';
import { dropNulls, migrate02to03, migrate03to04, migrate04to05 } from './versions/migrations';
import { draftV02 } from './versions/v02';
import { draftV03 } from './versions/v03';
import { draftV04 } from './versions/v04';

/** The stored versions `parseDraft` reads (spec 01 §3): 0.2, 0.3 and 0.4 are migrated to 0.5. */
export const STORED_DRAFT_VERSIONS = ['0.2', '0.3', '0.4', '0.5'] as const;
export type StoredDraftVersion = (typeof STORED_DRAFT_VERSIONS)[number];

export type DraftParseFailure =
  /** The payload is not JSON. */
  | { ok: false; reason: 'invalid_json' }
  /** A `version` this code does not know (e.g. written by a newer release). */
  | { ok: false; reason: 'unknown_version'; version: unknown }
  /** JSON of a known version whose fields do not have the expected types. */
  | { ok: false; reason: 'invalid_shape'; version: StoredDraftVersion; issues: DraftIssue[] };

export interface DraftIssue {
  path: string;
  message: string;
}

export type DraftParseResult = { ok: true; draft: Draft; version: StoredDraftVersion } | DraftParseFailure;

/**
 * Reads a stored draft: a JSON string (the `payload` of /shipment_drafts, or the unsaved copy) or
 * an already parsed value. Older versions are migrated; the result is normalised, so the derived
 * flags are fresh and a draft with no pickup gets default pickup data (spec 01 §4). A draft that
 * cannot be read is reported as a result, never thrown (spec 01 §4: such drafts are dropped from
 * the list). With the "exclusively Documents" flag on (`allowDomesticDocuments`, spec 01 §2) a domestic
 * documents draft stays one; off, it is read as a products draft (spec 01 §4).
 */
export function parseDraft(
  stored: unknown,
  options: Pick<NormalizeOptions, 'allowDomesticDocuments'> = {},
): DraftParseResult {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return { ok: false, reason: 'invalid_json' };
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: 'invalid_json' };
  }
  // The version marker arrived with 0.3; a draft without one is a 0.2 draft.
  const version = (value as { version?: unknown }).version ?? '0.2';
  if (!(STORED_DRAFT_VERSIONS as readonly unknown[]).includes(version)) {
    return { ok: false, reason: 'unknown_version', version };
  }
  const from = version as StoredDraftVersion;

  let current: unknown = value;
  if (from !== '0.5') {
    const steps = migrationsFrom(from);
    for (const step of steps) {
      const result = step(current);
      if (!result.ok) return { ok: false, reason: 'invalid_shape', version: from, issues: result.issues };
      current = result.value;
    }
    current = dropNulls(current);
  }
  const parsed = draftSchema.safeParse(current);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid_shape', version: from, issues: toIssues(parsed.error.issues) };
  }
  return {
    ok: true,
    draft: normalize(parsed.data, {
      origin: 'load',
      ...(options.allowDomesticDocuments ? { allowDomesticDocuments: true } : {}),
    }),
    version: from,
  };
}

type Step = (value: unknown) => { ok: true; value: unknown } | { ok: false; issues: DraftIssue[] };

const step =
  <T>(
    schema: {
      safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: RawIssue[] } };
    },
    migrate: (d: T) => unknown,
  ): Step =>
  (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? { ok: true, value: migrate(parsed.data) }
      : { ok: false, issues: toIssues(parsed.error.issues) };
  };

const MIGRATIONS: Record<Exclude<StoredDraftVersion, '0.5'>, Step> = {
  '0.2': step(draftV02, migrate02to03),
  '0.3': step(draftV03, migrate03to04),
  '0.4': step(draftV04, migrate04to05),
};

function migrationsFrom(version: Exclude<StoredDraftVersion, '0.5'>): Step[] {
  const order = ['0.2', '0.3', '0.4'] as const;
  return order.slice(order.indexOf(version)).map((v) => MIGRATIONS[v]);
}

interface RawIssue {
  path: PropertyKey[];
  message: string;
}

function toIssues(issues: readonly RawIssue[]): DraftIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
