import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docCitations,
  headingAnchors,
  missingDocumentCitations,
  repositoryFiles,
  root,
} from './docCitations';

/** This file spells out the citations it looks for. */
const THIS_FILE = 'scripts/docCitations.test.ts';

describe('the documents the repository cites', () => {
  const files = repositoryFiles().filter((file) => file !== THIS_FILE);
  const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

  it('reads the whole repository: code, scripts, docs and the README', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('packages/server/src/app.ts');
    expect(files).toContain('packages/server/drizzle/0003_audit_log_append_only.sql');
    expect(files).toContain('.storybook/main.ts');
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('cites no document kept outside the repository', () => {
    const findings = [...texts].flatMap(([file, text]) => missingDocumentCitations(file, text));
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.problem}: ${f.text}`)).toEqual([]);
  });

  it('cites only documents and headings that exist in docs/', () => {
    const anchorsOf = new Map<string, Set<string> | null>();
    const broken: string[] = [];
    let cited = 0;
    for (const [file, text] of texts) {
      for (const { doc, anchor, line } of docCitations(file, text)) {
        if (anchor) cited++;
        if (!anchorsOf.has(doc))
          anchorsOf.set(doc, texts.has(`docs/${doc}`) ? headingAnchors(texts.get(`docs/${doc}`)!) : null);
        const anchors = anchorsOf.get(doc);
        if (!anchors) broken.push(`${file}:${line}: docs/${doc} does not exist`);
        else if (anchor && !anchors.has(anchor))
          broken.push(`${file}:${line}: docs/${doc} has no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
    // The code cites the docs in dozens of places; none found means the scan itself is broken.
    expect(cited).toBeGreaterThan(40);
  });
});

describe('the citation checks', () => {
  it('flag the documents a clone does not have', () => {
    const flagged = (line: string) => missingDocumentCitations('packages/x.ts', line).length;
    expect(flagged('// Decision (ARCHITECTURE.md): per-piece limits')).toBe(1);
    expect(flagged('/** A layer over mountQuote (CONVENTIONS habit 7). */')).toBe(1);
    expect(flagged(' * (spec 01 §9; carriers.md §3): the larger of')).toBe(1);
    expect(flagged(' * (security.md §3 "JWT": no `none`)')).toBe(1);
    expect(flagged(' * A format check only (shared/reference/carriers.md §1-2)')).toBe(2);
    expect(flagged("const notes = '../../shared/spec';")).toBe(1);
    expect(flagged(' * (docs/security.md#access-tokens; docs/carriers.md#zones; docs/architecture.md)')).toBe(
      0,
    );
    expect(flagged(' * (spec 03 §4; issue 9)')).toBe(0);
  });

  it('let a page of docs/ link to its neighbours by name', () => {
    expect(missingDocumentCitations('docs/architecture.md', 'see [security](security.md#audit-log)')).toEqual(
      [],
    );
    expect(missingDocumentCitations('docs/architecture.md', 'see [peers](peers.md)')).toHaveLength(1);
  });

  it('make anchors as GitHub does', () => {
    const anchors = headingAnchors(
      '# Title\n## Route, service, repository\n### Request flow\n```\n## not a heading\n```\n## `code` and (notes)\n## Request flow\n',
    );
    expect([...anchors]).toEqual([
      'title',
      'route-service-repository',
      'request-flow',
      'code-and-notes',
      'request-flow-1',
    ]);
  });

  it('find the anchors cited in code and in links between docs', () => {
    expect(docCitations('packages/x.ts', '// (docs/security.md#audit-log, docs/carriers.md#zones)')).toEqual([
      { doc: 'security.md', anchor: 'audit-log', line: 1 },
      { doc: 'carriers.md', anchor: 'zones', line: 1 },
    ]);
    expect(docCitations('packages/x.ts', '// see docs/partner-keys.md; src/docs/openApi.ts')).toEqual([
      { doc: 'partner-keys.md', anchor: undefined, line: 1 },
    ]);
    expect(
      docCitations(
        'docs/carriers.md',
        'see [a](architecture.md#decisions), [b](#sources), [c](conventions.md)',
      ),
    ).toEqual([
      { doc: 'architecture.md', anchor: 'decisions', line: 1 },
      { doc: 'carriers.md', anchor: 'sources', line: 1 },
      { doc: 'conventions.md', anchor: undefined, line: 1 },
    ]);
  });
});
