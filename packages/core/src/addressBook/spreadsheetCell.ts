/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @, a tab or a
 * carriage return is read as a formula by Excel, LibreOffice and Google Sheets, so a contact named
 * `=HYPERLINK("http://evil.example","Click")` would run in the spreadsheet of whoever opens an export.
 * Every cell of every export goes through `neutralizeFormula`: such a value is written with a leading
 * apostrophe, which the spreadsheet shows as text and does not store. A value whose first non-blank
 * character is one of them is treated the same (some readers trim leading spaces before deciding).
 *
 * The import takes our own exports back (spec 03 §8: fix the failed contacts and import them again),
 * so `restoreNeutralized` removes that apostrophe again: "'+1 212 555 0142" reads as "+1 212 555 0142".
 */
const FORMULA_START = /^[\s]*[=+\-@\t\r\n]/;
const NEUTRALIZED = /^'[\s]*[=+\-@\t\r\n]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreNeutralized(value: string): string {
  return NEUTRALIZED.test(value) ? value.slice(1) : value;
}
