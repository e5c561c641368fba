import { IMPORT_LIMITS } from '@shipdeck/core/contract';
import type { MessageKey, MessageParams } from '@shipdeck/core/messages';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** A file the import cannot take, with the catalogue's text for it (messages/addressBook.ts). */
export class AddressFileError extends Error {
  override name = 'AddressFileError';
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

export type AddressFileFormat = 'csv' | 'xlsx';

/** A row of the file that is not empty, with its number as a spreadsheet shows it (from 1). */
export interface FileRow {
  row: number;
  cells: string[];
}

/** What a spreadsheet may unpack to: a 5 MB .xlsx of 10,000 rows is ~20 MB of sheet XML. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: old .xls, and an .xlsx encrypted with a password (MS-OFFCRYPTO). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** The stream an encrypted OOXML file keeps its key data in, as UTF-16LE in the compound file's directory. */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

/**
 * An address file's rows as text (spec 03 §5 "only .xlsx or .csv"): the name must end in .csv or .xlsx
 * AND the content must be one (magic bytes, then a parse), so a renamed file is refused whatever its
 * name says. A password-protected workbook, an old .xls, a damaged file, an empty one or one with more
 * than IMPORT_LIMITS.maxRows rows is refused with its own message. Runs on a worker thread
 * (spreadsheetThreads.ts): parsing 5 MB must not hold up the server's other requests.
 */
export async function readAddressFile(bytes: Uint8Array, fileName: string): Promise<FileRow[]> {
  const format = formatOfName(fileName);
  if (!format) throw new AddressFileError('addressBook.import.fileType');
  if (bytes.length === 0) throw new AddressFileError('addressBook.import.empty');
  if (startsWith(bytes, COMPOUND_FILE)) {
    throw new AddressFileError(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(ENCRYPTION_INFO)
        ? 'addressBook.import.passwordProtected'
        : 'addressBook.import.legacyExcel',
    );
  }
  const isZip = startsWith(bytes, ZIP);
  if (format === 'xlsx' && !isZip) throw mismatch(format);
  if (format === 'csv' && isZip) throw mismatch(format);
  const rows = format === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  const nonEmpty = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (nonEmpty.length === 0) throw new AddressFileError('addressBook.import.empty');
  // The header row and at most maxRows contacts (a title row above the header is allowed for).
  if (nonEmpty.length > IMPORT_LIMITS.maxRows + 2) {
    throw new AddressFileError('addressBook.import.tooManyRows', {
      rows: IMPORT_LIMITS.maxRows.toLocaleString('en-US'),
    });
  }
  return nonEmpty;
}

export function formatOfName(fileName: string): AddressFileFormat | null {
  const match = /\.(csv|xlsx)$/i.exec(fileName.trim());
  return match ? ((match[1] as string).toLowerCase() as AddressFileFormat) : null;
}

const mismatch = (format: AddressFileFormat) =>
  new AddressFileError('addressBook.import.contentMismatch', {
    extension: format,
    format: format.toUpperCase(),
  });

/**
 * A CSV file's text: UTF-8 (with or without a byte order mark, as Excel's "CSV UTF-8" writes it), UTF-16
 * with its mark, else Windows-1252 (Excel's plain "CSV" on Windows), so "München" reads right either way.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Text, not a binary file named .csv: no NUL and few control characters. */
function looksLikeText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const sample = text.slice(0, 64 * 1024);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) control++;
  }
  return control <= sample.length / 100;
}

/** The delimiter of the header line: comma, semicolon (Excel in much of Europe) or tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, outsideQuotes.split(d).length - 1] as const);
  return counts.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

function readCsv(bytes: Uint8Array): FileRow[] {
  const text = decodeText(bytes);
  if (!looksLikeText(text)) throw mismatch('csv');
  try {
    const records = parseCsv(text, {
      info: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      to_line: IMPORT_LIMITS.maxRows + 1000,
    }) as unknown as Array<{ record: string[]; info: { records: number; empty_lines: number } }>;
    // A spreadsheet shows an empty line as an empty row: a record's row counts the empty lines before it.
    return records.map(({ record, info }) => ({ row: info.records + info.empty_lines, cells: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AddressFileError('addressBook.import.csvMalformed', { line: line ?? 1 });
  }
}

/**
 * What the zip's central directory says its files unpack to, read before anything is unpacked (a zip
 * bomb is refused unopened). Infinity for a directory that cannot be read or a ZIP64 size.
 */
export function declaredUnpackedBytes(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return Number.POSITIVE_INFINITY;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50)
      return Number.POSITIVE_INFINITY;
    const size = view.getUint32(offset + 24, true);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return total;
}

async function readXlsx(bytes: Uint8Array): Promise<FileRow[]> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === Number.POSITIVE_INFINITY) throw new AddressFileError('addressBook.import.corrupt');
  if (unpacked > MAX_UNPACKED_BYTES) {
    throw new AddressFileError('addressBook.import.tooLargeUnpacked', {
      megabytes: MAX_UNPACKED_BYTES / 1024 / 1024,
    });
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) as never);
  } catch {
    throw new AddressFileError('addressBook.import.corrupt');
  }
  // The first sheet that has something in it (a workbook may open on an empty one).
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) return [];
  if (sheet.actualRowCount > IMPORT_LIMITS.maxRows + 2) {
    throw new AddressFileError('addressBook.import.tooManyRows', {
      rows: IMPORT_LIMITS.maxRows.toLocaleString('en-US'),
    });
  }
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

/**
 * A cell as text. A formula cell gives its cached result, never its formula: nothing in an imported file
 * is evaluated, and a hostile `=HYPERLINK(…)` imports as the text it showed (or nothing).
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
        ? ''
        : cellText(result);
    }
    if ('hyperlink' in value && 'text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return '';
}
