import { describe, expect, it } from 'vitest';
import css from './app.css?raw';

/**
 * The blocks of a style sheet with the selector or at-rule that opened each and what it sits in.
 * Comments and strings are skipped, so a brace inside them does not count.
 */
function blocksOf(text: string) {
  const blocks: Array<{ head: string; parents: string[]; line: number }> = [];
  const open: string[] = [];
  let head = '';
  let line = 1;
  let unclosed = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\n') line++;
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const skipped = text.slice(i, end < 0 ? text.length : end + 2);
      line += skipped.split('\n').length - 1;
      i += skipped.length - 1;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      head += text.slice(i, end + 1);
      i = end;
      continue;
    }
    if (c === '{') {
      blocks.push({ head: head.trim(), parents: [...open], line });
      open.push(head.trim());
      head = '';
    } else if (c === '}') {
      if (open.pop() === undefined) unclosed--;
      head = '';
    } else if (c === ';') {
      head = '';
    } else {
      head += c;
    }
  }
  return { blocks, unclosed: unclosed + open.length };
}

describe('the app style sheet', () => {
  it('closes every block it opens', () => {
    expect(blocksOf(css).unclosed).toBe(0);
  });

  it('nests rules only inside at-rules (a missing brace would hide every later rule inside a selector)', () => {
    const nested = blocksOf(css)
      .blocks.filter((block) => block.parents.some((parent) => !parent.startsWith('@')))
      .map((block) => `line ${block.line}: ${block.head} inside ${block.parents.join(' > ')}`);
    expect(nested).toEqual([]);
  });

  it('can tell a missing brace', () => {
    const broken = '.a {\n  color: red;\n.b {\n  color: blue;\n}\n';
    expect(blocksOf(broken).unclosed).toBe(1);
    expect(blocksOf(broken).blocks.map((b) => b.parents)).toEqual([[], ['.a']]);
  });
});
