import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The documents the repository's files cite (docs/conventions.md#comments-say-why): a clone has nothing but
 * itself, so a comment that cites a document kept elsewhere (the team's architecture and conventions notes,
 * its reference notes, a path into a folder beside the clone) points nowhere, and a `docs/<name>.md#anchor`
 * must name a heading of that document. docCitations.test.ts runs these checks over the repository.
 */

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Build output, dependencies, local data and reports: not the repository's own text. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'storybook-static',
  'test-results',
  'playwright-report',
  'coverage',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|sql|ya?ml|html|css|sh)$|^[^.]+$/;

/** The repository's text files, as paths relative to its root. */
export function repositoryFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...repositoryFiles(join(dir, entry.name)));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== 'pnpm-lock.yaml') {
      files.push(relative(root, join(dir, entry.name)));
    }
  }
  return files;
}

/** Citations of documents the repository does not have, each with why it points nowhere. */
const MISSING_DOCUMENTS: ReadonlyArray<[RegExp, string]> = [
  [/\bARCHITECTURE(?:\.md)?\b/g, 'the architecture notes are docs/architecture.md'],
  [/\bCONVENTIONS(?:\.md)?\b/g, 'the conventions are docs/conventions.md'],
  [
    /(?:\.\.\/)+shared\b|\/work\/shared\b|\bshared\/(?:reference|spec|data)\b/g,
    'a path outside the repository',
  ],
];
/** A path ending in one of the reference notes' names; only the repository's docs/ copy is one of ours. */
const NOTE_PATH = /(?<![\w./-])(?:[\w.-]+\/)*(?:carriers|security|peers)\.md\b/g;

export interface Finding {
  file: string;
  line: number;
  text: string;
  problem: string;
}

/** A file's citations of missing documents. Within docs/, a bare file name links to a neighbour in docs/. */
export function missingDocumentCitations(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const found = (problem: string) => findings.push({ file, line: index + 1, text: line.trim(), problem });
    for (const [pattern, problem] of MISSING_DOCUMENTS) {
      for (const _ of line.matchAll(pattern)) found(problem);
    }
    for (const [path] of line.matchAll(NOTE_PATH)) {
      const inDocs = path.startsWith('docs/')
        ? path.slice('docs/'.length)
        : file.startsWith('docs/')
          ? path
          : '';
      if (!inDocs || !existsInDocs(inDocs)) found(`${path}: cite docs/carriers.md or docs/security.md`);
    }
  });
  return findings;
}

function existsInDocs(name: string): boolean {
  try {
    return statSync(join(root, 'docs', name)).isFile();
  } catch {
    return false;
  }
}

/**
 * GitHub's anchor of a heading: lower case, punctuation dropped (letters, digits, spaces, hyphens and
 * underscores kept), spaces turned into hyphens; a repeated heading gets -1, -2 ….
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface DocCitation {
  doc: string;
  /** The heading cited, or undefined when the citation names the document only. */
  anchor: string | undefined;
  line: number;
}

/** `docs/<name>.md` and `docs/<name>.md#anchor` anywhere; `<name>.md#anchor` and `#anchor` links inside docs/. */
export function docCitations(file: string, text: string): DocCitation[] {
  const citations: DocCitation[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
      citations.push({ doc: match[1]!, anchor: match[2], line: index + 1 });
    }
    if (!file.startsWith('docs/') || !file.endsWith('.md')) return;
    for (const match of line.matchAll(/\]\((?![a-z]+:)([\w-]+\.md)?(?:#([\w-]+))?\)/g)) {
      if (!match[1] && !match[2]) continue;
      citations.push({ doc: match[1] ?? file.slice('docs/'.length), anchor: match[2], line: index + 1 });
    }
  });
  return citations;
}
