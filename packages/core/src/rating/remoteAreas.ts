import * as z from 'zod/mini';

/**
 * Remote-area and extremely rural postal codes, as data: per country, postal-code prefixes
 * (a ZIP3 such as "996", a full ZIP, or an outward code such as "HS"). Matching ignores case,
 * spaces and dashes, so "hs1 2aa" and "HS12AA" are both in "HS".
 */
export const remoteAreaData = z.object({
  $comment: z.optional(z.string()),
  id: z.string(),
  countries: z.record(z.string(), z.array(z.string())),
});
export type RemoteAreaData = z.infer<typeof remoteAreaData>;

export interface CompiledRemoteAreas {
  readonly id: string;
  /** Per country: the prefixes, and the distinct prefix lengths to try. */
  readonly byCountry: ReadonlyMap<
    string,
    { readonly prefixes: ReadonlySet<string>; readonly lengths: readonly number[] }
  >;
}

const normalize = (postalCode: string): string => postalCode.toUpperCase().replace(/[\s-]/g, '');

export function compileRemoteAreas(json: unknown): CompiledRemoteAreas {
  const data = remoteAreaData.parse(json);
  const byCountry = new Map<string, { prefixes: ReadonlySet<string>; lengths: readonly number[] }>();
  for (const [country, prefixes] of Object.entries(data.countries)) {
    const normalized = prefixes.map(normalize).filter((prefix) => prefix !== '');
    const lengths = [...new Set(normalized.map((prefix) => prefix.length))].sort((a, b) => a - b);
    byCountry.set(country.toUpperCase(), { prefixes: new Set(normalized), lengths });
  }
  return { id: data.id, byCountry };
}

/** Whether a postal code of a country lies in a listed remote area. */
export function isRemoteArea(
  areas: CompiledRemoteAreas,
  countryCode: string,
  postalCode: string | null | undefined,
): boolean {
  if (!postalCode) return false;
  const entry = areas.byCountry.get(countryCode.toUpperCase());
  if (!entry) return false;
  const code = normalize(postalCode);
  for (const length of entry.lengths) {
    if (length > code.length) break;
    if (entry.prefixes.has(code.slice(0, length))) return true;
  }
  return false;
}
