import type { ImportFailure } from './types.js';

/** Cells a spreadsheet would run as a formula start with one of these (a number such as -5 does not count). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[-+]?\d[\d.,]*(?:e[-+]?\d+)?$/i;

function csvCell(text: string): string {
  // The report holds values from the imported file: one that would run as a formula when the report is opened
  // in a spreadsheet is prefixed with a quote, which spreadsheets show as text.
  const safe = FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The downloadable failure report (docs/IMPORT.md, report): a CSV with row, field, value and reason columns. */
export function failuresCsv(failures: readonly ImportFailure[]): string {
  const lines = [['row', 'field', 'value', 'reason'].join(',')];
  for (const f of failures) lines.push([String(f.row), f.field, f.value, f.reason].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
