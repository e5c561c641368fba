import { degrees, type PDFPage, rgb } from 'pdf-lib';
import { drawLine, type Fonts } from './pdfText';
import { SANDBOX_STAMP } from './sandboxText';

export { SANDBOX_STAMP };

const STAMP_RED = rgb(0.78, 0.1, 0.1);

/** The top band, `height` points tall. Answers the y below it. */
export function drawSandboxBand(page: PDFPage, fonts: Fonts, height: number): number {
  const { width, height: pageHeight } = page.getSize();
  page.drawRectangle({ x: 0, y: pageHeight - height, width, height, color: STAMP_RED });
  const size = Math.min(10, height * 0.55);
  drawLine(page, SANDBOX_STAMP, width / 2, pageHeight - height / 2 - size * 0.35, {
    font: fonts.bold,
    size,
    align: 'center',
    color: rgb(1, 1, 1),
  });
  return pageHeight - height;
}

/** The diagonal mark, drawn first so that text and barcodes sit on top of it. */
export function drawSandboxWatermark(page: PDFPage, fonts: Fonts): void {
  const { width, height } = page.getSize();
  const text = 'SANDBOX SAMPLE';
  const angle = Math.atan2(height, width);
  const size = Math.min(width, height) / 6;
  const textWidth = fonts.bold.widthOfTextAtSize(text, size);
  // Centre the rotated line on the page's centre.
  const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3;
  const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3;
  page.drawText(text, {
    x,
    y,
    size,
    font: fonts.bold,
    color: STAMP_RED,
    opacity: 0.12,
    rotate: degrees((angle * 180) / Math.PI),
  });
}
