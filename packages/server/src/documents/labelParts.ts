import type { PDFImage, PDFPage } from 'pdf-lib';
import { addressLines, phoneLine } from './documentFormat';
import type { DocumentParty } from './documentInput';
import { drawLine, type Fonts } from './pdfText';

/** Parts every carrier's label draws the same way: address blocks, images, rules. */

export interface PartyStyle {
  size: number;
  leading: number;
  width: number;
  bold?: boolean;
  /** The city line larger, as carriers print the destination. */
  citySize?: number;
  showPhone?: boolean;
  /** The lowest baseline the block may use: a long address is set smaller to stay above it. */
  bottom?: number;
}

/** Contact, company, phone, address lines, city line, country: from `y` down. Answers the y below. */
export function drawParty(
  page: PDFPage,
  fonts: Fonts,
  party: DocumentParty,
  x: number,
  y: number,
  style: PartyStyle,
): number {
  const font = style.bold ? fonts.bold : fonts.regular;
  const lines: Array<{ text: string; size: number; font: typeof font }> = [];
  const add = (text: string, size = style.size, f = font) => {
    if (text.trim()) lines.push({ text, size, font: f });
  };
  add(party.contactName.toUpperCase());
  if (party.companyName && party.companyName !== party.contactName) add(party.companyName.toUpperCase());
  if (style.showPhone !== false) add(phoneLine(party), style.size - 1, fonts.regular);
  const address = addressLines(party);
  for (const [i, text] of address.entries())
    add(text.toUpperCase(), i === address.length - 2 && style.citySize ? style.citySize : style.size);
  const advance = (size: number) => Math.max(style.leading, size + 1);
  const needed = lines.reduce((sum, line) => sum + advance(line.size), 0) - advance(lines.at(-1)?.size ?? 0);
  const room = style.bottom === undefined ? needed : y - style.bottom;
  const scale = needed > room && needed > 0 ? Math.max(0.5, room / needed) : 1;
  let at = y;
  for (const line of lines) {
    drawLine(page, line.text, x, at, { font: line.font, size: line.size * scale, width: style.width });
    at -= advance(line.size) * scale;
  }
  return at;
}

/** `image` scaled to fit the box (x, y, width, height), centred in it. Answers what was drawn. */
export function drawImageFit(
  page: PDFPage,
  image: PDFImage,
  box: { x: number; y: number; width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const placed = { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
  page.drawImage(image, placed);
  return placed;
}

/**
 * A 1D barcode image (a few pixels tall) stretched to the box's height, its bars `module` points wide
 * (at most the box's width), centred. `pixelsPerModule` is the image's scale.
 */
export function drawLinearBarcode(
  page: PDFPage,
  image: PDFImage,
  box: { x: number; y: number; width: number; height: number },
  pixelsPerModule = 3,
  module = 1.4,
): void {
  const width = Math.min(box.width, (image.width / pixelsPerModule) * module);
  page.drawImage(image, { x: box.x + (box.width - width) / 2, y: box.y, width, height: box.height });
}

export function rule(page: PDFPage, y: number, thickness = 1, from = 0, to = page.getWidth()): void {
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness });
}
