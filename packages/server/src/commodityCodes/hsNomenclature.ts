import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPackageRoot } from '../paths';

/** One level of the nomenclature: a chapter (2 digits), heading (4) or subheading (6). */
export interface HsEntry {
  code: string;
  description: string;
}

/** A subheading with the heading and chapter above it. */
export interface HsSubheading extends HsEntry {
  heading: HsEntry;
  chapter: HsEntry;
}

export interface HsNomenclature {
  /** Every subheading, in code order. */
  subheadings: readonly HsSubheading[];
  bySubheading: ReadonlyMap<string, HsSubheading>;
}

let loaded: HsNomenclature | undefined;

/**
 * The Harmonized System 2022 nomenclature (data/harmonized-system.tsv: public domain, see data/README.md),
 * read once on first use: 96 chapters, 1,228 headings and 5,612 subheadings, about 0.8 MB.
 */
export function hsNomenclature(): HsNomenclature {
  if (loaded) return loaded;
  const text = readFileSync(join(serverPackageRoot(), 'data', 'harmonized-system.tsv'), 'utf8');
  const levels = new Map<string, string>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) levels.set(line.slice(0, tab), line.slice(tab + 1));
  }
  const subheadings: HsSubheading[] = [];
  for (const [code, description] of levels) {
    if (code.length !== 6) continue;
    const heading = code.slice(0, 4);
    const chapter = code.slice(0, 2);
    subheadings.push({
      code,
      description,
      heading: { code: heading, description: levels.get(heading) ?? '' },
      chapter: { code: chapter, description: levels.get(chapter) ?? '' },
    });
  }
  subheadings.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  loaded = { subheadings, bySubheading: new Map(subheadings.map((entry) => [entry.code, entry])) };
  return loaded;
}

/**
 * The subheading a Schedule B code's first six digits name (spec 01 §5: "the first six digits of a
 * Schedule B code must be an HS subheading"), or undefined.
 */
export function subheadingOf(scheduleBDigits: string): HsSubheading | undefined {
  return /^\d{6}/.test(scheduleBDigits)
    ? hsNomenclature().bySubheading.get(scheduleBDigits.slice(0, 6))
    : undefined;
}

/** "847130" → "8471.30", the way subheadings are written. */
export const formatSubheading = (code: string) => `${code.slice(0, 4)}.${code.slice(4, 6)}`;
