import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * Text on our PDFs. The documents use the standard PDF fonts (Helvetica), which every reader has, so
 * nothing is embedded and a label stays small; they encode WinAnsi (Latin-1 and a few more) only.
 * A name in another script must still print, so text is made drawable first: accents a font lacks
 * are dropped ("Łódź" → "Lodz"), and a character with no Latin form becomes "?".
 */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

const characterSets = new Map<string, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font.name);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font.name, set);
  }
  return set;
}

/** Letters with no decomposition whose Latin form a reader expects. */
const LATIN_FORMS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ø: 'o',
  Ø: 'O',
};

/** `text` with only characters `font` can draw; line breaks and tabs become spaces. */
export function drawable(font: PDFFont, text: string | null | undefined): string {
  if (!text) return '';
  const set = characterSet(font);
  let out = '';
  for (const character of text.replace(/[\t\r\n]+/g, ' ')) {
    const code = character.codePointAt(0)!;
    if (set.has(code)) {
      out += character;
      continue;
    }
    const latin =
      LATIN_FORMS[character] ??
      character
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .split('')
        .filter((c) => set.has(c.codePointAt(0)!))
        .join('');
    out += latin || (code < 32 ? '' : '?');
  }
  return out;
}

/** The longest start of `text` that fits `width` at `size`, with "…" when cut. */
export function fitText(font: PDFFont, text: string, size: number, width: number): string {
  const safe = drawable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let low = 0;
  let high = safe.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(`${safe.slice(0, mid)}…`, size) <= width) low = mid;
    else high = mid - 1;
  }
  return `${safe.slice(0, low).trimEnd()}…`;
}

/** `text` broken into lines of at most `width`; a word longer than a line is cut where it must be. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const words = drawable(font, text).split(/ +/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextOptions {
  font: PDFFont;
  size: number;
  /** Cut with "…" to this width. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  color?: ReturnType<typeof rgb>;
}

/** One line of text at (x, y) (the baseline); `x` is the left, right or centre edge as aligned. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, options: TextOptions): void {
  const { font, size } = options;
  const shown = options.width !== undefined ? fitText(font, text, size, options.width) : drawable(font, text);
  if (!shown) return;
  const width = font.widthOfTextAtSize(shown, size);
  const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
  page.drawText(shown, { x: left, y, font, size, color: options.color ?? rgb(0, 0, 0) });
}

/** Lines from `y` down, `leading` apart; answers the baseline below the last line. */
export function drawLines(
  page: PDFPage,
  lines: readonly string[],
  x: number,
  y: number,
  leading: number,
  options: TextOptions,
): number {
  let at = y;
  for (const text of lines) {
    drawLine(page, text, x, at, options);
    at -= leading;
  }
  return at;
}
