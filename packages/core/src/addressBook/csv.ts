import { neutralizeFormula } from './spreadsheetCell';

/**
 * A CSV document (RFC 4180): CRLF line ends, a field in double quotes when it holds a comma, a quote or
 * a line break, quotes doubled. Every cell is neutralised against formula injection first
 * (spreadsheetCell.ts). It starts with a UTF-8 byte order mark, without which Excel reads UTF-8 as
 * Windows-1252 and shows "MÃ¼nchen" for München.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => csvField(neutralizeFormula(cell))).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
