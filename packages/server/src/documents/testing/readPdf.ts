import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import zxing from '@zxing/library';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads our PDFs back the way a person's viewer and a scanner would, with libraries that did not
 * write them: PDF.js (Mozilla's reader) for each page's size, text and images, ZXing for barcodes.
 */
const {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  MaxiCodeReader,
  PDF417Reader,
  RGBLuminanceSource,
} = zxing;

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfImage {
  width: number;
  height: number;
  /** One byte of luminance per pixel, row by row. */
  luminance: Uint8ClampedArray;
}

export interface PdfPage {
  width: number;
  height: number;
  /** Each text run as drawn. */
  texts: string[];
  images: PdfImage[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const texts = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
    const operators = await page.getOperatorList();
    const images: PdfImage[] = [];
    for (let i = 0; i < operators.fnArray.length; i++) {
      if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
      const name = operators.argsArray[i][0] as string;
      const image = await new Promise<{
        width: number;
        height: number;
        kind: number;
        data: Uint8ClampedArray;
      }>((resolve) => page.objs.get(name, resolve));
      images.push(toLuminance(image));
    }
    pages.push({ width: x1 - x0, height: y1 - y0, texts, images });
    page.cleanup();
  }
  await pdf.destroy();
  return pages;
}

/** PDF.js image kinds: 1 one bit per pixel, 2 RGB, 3 RGBA. */
function toLuminance(image: {
  width: number;
  height: number;
  kind: number;
  data: Uint8ClampedArray;
}): PdfImage {
  const { width, height, kind, data } = image;
  const luminance = new Uint8ClampedArray(width * height);
  if (kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        luminance[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    return { width, height, luminance };
  }
  const step = kind === 3 ? 4 : 3;
  for (let p = 0; p < width * height; p++) {
    const r = data[p * step]!;
    const g = data[p * step + 1]!;
    const b = data[p * step + 2]!;
    luminance[p] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  return { width, height, luminance };
}

export type Symbology = 'code128' | 'maxicode' | 'pdf417';

const READERS = {
  code128: () => new Code128Reader(),
  maxicode: () => new MaxiCodeReader(),
  pdf417: () => new PDF417Reader(),
} as const;

/** The text of the barcode in `image`, or null when ZXing finds no barcode of that symbology in it. */
export function decodeBarcode(image: PdfImage, symbology: Symbology): string | null {
  const hints = new Map<unknown, unknown>([
    [DecodeHintType.PURE_BARCODE, true],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    const source = new RGBLuminanceSource(image.luminance, image.width, image.height);
    const bitmap = new BinaryBitmap(new HybridBinarizer(source));
    return READERS[symbology]()
      .decode(bitmap, hints as Map<never, never>)
      .getText();
  } catch {
    return null;
  }
}

/** Every barcode of `symbology` on the page, decoded, in drawing order. */
export function barcodesOn(page: PdfPage, symbology: Symbology): string[] {
  return page.images
    .map((image) => decodeBarcode(image, symbology))
    .filter((text): text is string => text !== null);
}
