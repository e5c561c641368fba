import { findHeaderRow } from './addressColumns';

/**
 * A large CSV is imported in parts, so the modal can show how far the import is (issue 10 "import with
 * progress for large files"): each part is the file's lines up to its header row, then up to
 * `rowsPerPart` contacts. Records are split on line breaks outside quotes, so a quoted address with a
 * line break stays one contact; nothing else is changed in the text.
 */
export interface CsvPart {
  /** The part as a CSV file's text: the lines down to the header, then its rows. */
  text: string;
  /** Its data rows. */
  rows: number;
  /** Add to a row number the server answers for this part to get the row's number in the whole file. */
  rowOffset: number;
}

/** The records of a CSV text, each with its own line break, quotes kept. */
export function csvRecords(text: string): string[] {
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) {
      records.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) records.push(text.slice(start));
  return records;
}

/** A record's cells, enough to find the header row (quotes and doubled quotes read). */
function cellsOf(record: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const line = record.replace(/\r?\n$/, '');
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';' || char === '\t') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((one) => one.replace(/^\uFEFF/, '').trim());
}

const isBlankRecord = (record: string) => record.replace(/[\s,;"]/g, '') === '';

/**
 * The parts of a CSV file; null when it is small enough for one request, or when its header row is not
 * found (the server then answers why, for the whole file).
 */
export function csvParts(text: string, rowsPerPart: number): CsvPart[] | null {
  const records = csvRecords(text);
  const header = findHeaderRow(records.slice(0, 5).map(cellsOf));
  if (header === null) return null;
  const head = records.slice(0, header + 1).join('');
  const data = records.slice(header + 1);
  if (data.length <= rowsPerPart) return null;
  const parts: CsvPart[] = [];
  for (let start = 0; start < data.length; start += rowsPerPart) {
    const rows = data.slice(start, start + rowsPerPart);
    if (rows.every(isBlankRecord)) continue;
    const tail = rows.join('');
    // The header line may lack a final line break only when it is the last line, which it is not here.
    parts.push({ text: head + tail, rows: rows.length, rowOffset: start });
  }
  return parts;
}
