/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF, quotes doubled), with the spreadsheet's
 * formula injection defused: a text cell that starts with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) gets a leading apostrophe, so a product
 * titled "=HYPERLINK(…)" shows as text instead of running.
 */
export type CsvValue = string | number | null;

/** The byte-order mark that tells Excel the file is UTF-8 (else Vietnamese letters come out garbled). */
export const csvBom = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  // Numbers are the export's own amounts and quantities, never someone's text.
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;
