import type { PDFDocument, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { addressLines, phoneLine } from './documentFormat';
import type { DocumentParty } from './documentInput';
import { createPdf, type DocumentMetadata } from './pdfDocument';
import { drawLine, embedFonts, type Fonts, wrapText } from './pdfText';
import { drawSandboxBand, drawSandboxWatermark } from './sandboxStamp';

/** US Letter, 8.5 × 11 in: the paper the invoice and the certificate are printed on in the US. */
export const LETTER_SIZE: [number, number] = [612, 792];
export const MARGIN = 40;
const BOTTOM = 56;

/**
 * Pages that fill from the top down, for the invoice and the certificate: a section that does not
 * fit starts a new page under the sandbox band and a "(continued)" title; pages are numbered last.
 */
export class PageFlow {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly title: string,
  ) {
    this.addPage();
  }

  get width(): number {
    return LETTER_SIZE[0] - 2 * MARGIN;
  }

  addPage(): void {
    this.page = this.doc.addPage(LETTER_SIZE);
    this.pages.push(this.page);
    drawSandboxWatermark(this.page, this.fonts);
    this.y = drawSandboxBand(this.page, this.fonts, 20) - 28;
    if (this.pages.length > 1) {
      drawLine(this.page, `${this.title} (continued)`, MARGIN, this.y, { font: this.fonts.bold, size: 12 });
      this.y -= 22;
    }
  }

  /** Starts a new page unless `height` points still fit on this one. */
  need(height: number): void {
    if (this.y - height < BOTTOM) this.addPage();
  }

  /** A paragraph wrapped to the page width (or `width`), from the current y down. */
  paragraph(text: string, options: { size?: number; bold?: boolean; x?: number; width?: number } = {}): void {
    const size = options.size ?? 8;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const lines = wrapText(font, text, size, options.width ?? this.width);
    for (const line of lines) {
      this.need(size + 3);
      drawLine(this.page, line, options.x ?? MARGIN, this.y, { font, size });
      this.y -= size + 3;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** "Page 1 of 2" at the foot of every page. */
  numberPages(footer: string): void {
    this.pages.forEach((page, i) => {
      drawLine(page, footer, MARGIN, 30, { font: this.fonts.regular, size: 7, color: rgb(0.35, 0.35, 0.35) });
      drawLine(page, `Page ${i + 1} of ${this.pages.length}`, LETTER_SIZE[0] - MARGIN, 30, {
        font: this.fonts.regular,
        size: 7,
        align: 'right',
      });
    });
  }
}

/** A new letter-size document with its title drawn at the top of the first page. */
export async function startLetterDocument(title: string, metadata: DocumentMetadata): Promise<PageFlow> {
  const doc = await createPdf(metadata);
  const fonts = await embedFonts(doc);
  const flow = new PageFlow(doc, fonts, title);
  drawLine(flow.page, title, MARGIN, flow.y, { font: fonts.bold, size: 18 });
  return flow;
}

/** A line to sign on, from `x` and `width` long, at the current y. */
export function signatureRule(flow: PageFlow, x: number, width: number): void {
  flow.page.drawLine({ start: { x, y: flow.y }, end: { x: x + width, y: flow.y }, thickness: 0.6 });
}

export interface Column {
  header: string;
  /** Share of the table's width. */
  weight: number;
  align?: 'left' | 'right';
}

/** A cell: its first line, then smaller lines under it (an item's ECCN and licence). */
export type Cell = string | { text: string; notes: string[] };

/**
 * A table across the page: the header row, then rows whose cells wrap within their column; a row
 * that does not fit moves to the next page, under the header again.
 */
export function drawTable(flow: PageFlow, columns: readonly Column[], rows: readonly Cell[][]): void {
  const { fonts } = flow;
  const size = 8;
  const leading = 10;
  const total = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * flow.width);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const pad = 3;

  const header = () => {
    flow.need(leading + 8);
    flow.page.drawRectangle({
      x: MARGIN,
      y: flow.y - 4,
      width: flow.width,
      height: leading + 4,
      color: rgb(0.9, 0.9, 0.9),
    });
    columns.forEach((column, i) => {
      const x = column.align === 'right' ? lefts[i]! + widths[i]! - pad : lefts[i]! + pad;
      drawLine(flow.page, column.header, x, flow.y, {
        font: fonts.bold,
        size: 7,
        align: column.align ?? 'left',
        width: widths[i]! - 2 * pad,
      });
    });
    flow.y -= leading + 6;
  };

  header();
  for (const row of rows) {
    const cells = row.map((cell, i) => {
      const text = typeof cell === 'string' ? cell : cell.text;
      const notes = typeof cell === 'string' ? [] : cell.notes;
      const width = widths[i]! - 2 * pad;
      return {
        lines: wrapText(fonts.regular, text, size, width),
        notes: notes.flatMap((note) => wrapText(fonts.regular, note, size - 1.5, width)),
      };
    });
    const height = Math.max(
      ...cells.map((c) => c.lines.length * leading + c.notes.length * (leading - 1)),
      leading,
    );
    if (flow.y - height < 70) {
      flow.addPage();
      header();
    }
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const x = column.align === 'right' ? lefts[i]! + widths[i]! - pad : lefts[i]! + pad;
      let y = flow.y;
      for (const line of cell.lines) {
        drawLine(flow.page, line, x, y, { font: fonts.regular, size, align: column.align ?? 'left' });
        y -= leading;
      }
      for (const note of cell.notes) {
        drawLine(flow.page, note, x, y, { font: fonts.regular, size: size - 1.5, color: rgb(0.3, 0.3, 0.3) });
        y -= leading - 1;
      }
    });
    flow.y -= height;
    flow.page.drawLine({
      start: { x: MARGIN, y: flow.y + leading - 3 },
      end: { x: MARGIN + flow.width, y: flow.y + leading - 3 },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.6),
    });
  }
}

/** Label: value pairs in two columns, from the current y down. */
export function drawFacts(flow: PageFlow, facts: ReadonlyArray<[string, string]>): void {
  const { fonts } = flow;
  const half = flow.width / 2;
  const labelWidth = 120;
  for (let i = 0; i < facts.length; i += 2) {
    flow.need(12);
    for (const [j, fact] of [facts[i], facts[i + 1]].entries()) {
      if (!fact) continue;
      const x = MARGIN + j * half;
      drawLine(flow.page, `${fact[0]}:`, x, flow.y, { font: fonts.bold, size: 8, width: labelWidth - 4 });
      drawLine(flow.page, fact[1], x + labelWidth, flow.y, {
        font: fonts.regular,
        size: 8,
        width: half - labelWidth - 8,
      });
    }
    flow.y -= 12;
  }
}

/** The lines of a party on an invoice or certificate: company, contact, address, phone, e-mail, tax ids. */
export function partyLines(party: DocumentParty): string[] {
  const lines = [
    party.companyName,
    party.contactName !== party.companyName ? party.contactName : '',
    ...addressLines(party),
    phoneLine(party) ? `Phone: ${phoneLine(party)}` : '',
    party.email ? `E-mail: ${party.email}` : '',
    party.vatNumber ? `VAT: ${party.vatNumber}` : '',
    party.taxId ? `Tax ID: ${party.taxId}` : '',
    party.eoriNumber ? `EORI: ${party.eoriNumber}` : '',
  ];
  return lines.filter((line) => line && line.trim() !== '');
}

/** Titled boxes side by side (shipper and consignee), each with its lines. */
export function drawPartyColumns(flow: PageFlow, columns: ReadonlyArray<[string, string[]]>): void {
  const { fonts } = flow;
  const gap = 12;
  const width = (flow.width - gap * (columns.length - 1)) / columns.length;
  const wrapped = columns.map(([, lines]) =>
    lines.flatMap((line) => wrapText(fonts.regular, line, 8, width - 12)),
  );
  const height = 18 + Math.max(...wrapped.map((lines) => lines.length)) * 10 + 4;
  flow.need(height);
  columns.forEach(([title], i) => {
    const x = MARGIN + i * (width + gap);
    flow.page.drawRectangle({
      x,
      y: flow.y - height + 10,
      width,
      height,
      borderColor: rgb(0, 0, 0),
      borderWidth: 0.6,
    });
    drawLine(flow.page, title, x + 6, flow.y - 2, { font: fonts.bold, size: 8 });
    let y = flow.y - 14;
    for (const line of wrapped[i]!) {
      drawLine(flow.page, line, x + 6, y, { font: fonts.regular, size: 8 });
      y -= 10;
    }
  });
  flow.y -= height + 6;
}
