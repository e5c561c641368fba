/// <reference types="vite/client" />
import { describe, expect, it, vi } from 'vitest';

// Like zustand's own test of its vanilla entry: if anything in core reached for React, loading
// it would hit this factory and fail.
vi.mock('react', () => {
  throw new Error('@shipdeck/core must not import react');
});

// Every source file of core, as text, to read its imports (tests excluded: they may use Node).
const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts', '!../**/*.test-helper.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

describe('core is headless (docs/conventions.md#core-is-headless)', () => {
  it('reads the whole of core', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(Object.keys(sources)).toContain('./quoteStore.ts');
  });

  it('imports no React, no Preact and no Node built-in anywhere in core', () => {
    const offending = Object.entries(sources).flatMap(([file, text]) =>
      importsOf(text)
        .filter((spec) => /^(react|react-dom|preact)(\/|$)/.test(spec) || spec.startsWith('node:'))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('loads the quote store, the client and the rules with react unavailable', async () => {
    const quote = await import('./index');
    const api = await import('../api/index');
    expect(typeof quote.createQuoteStore).toBe('function');
    expect(typeof api.createApiClient).toBe('function');
  });
});
