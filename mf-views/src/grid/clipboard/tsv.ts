/**
 * Tab-separated text as spreadsheets put it on the clipboard (Excel, Google Sheets, LibreOffice Calc): one line per
 * row, cells split by tabs; a cell holding a tab, a line break or a quote is wrapped in quotes with its quotes
 * doubled (`"say ""hi"""`), so a multi-line cell stays one cell. Rows end in CRLF (Excel) or LF (the others); the
 * line break after the last row is not a row of its own.
 */

const NEEDS_QUOTES = /[\t\n\r"]/;

const fieldOf = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * Cells as clipboard text: CRLF between rows (what Excel writes; Sheets and Calc read it too). No line break after
 * the last row (pasted into a text box it would add a line), except when that row is one empty cell: it would
 * otherwise read back as no row at all.
 */
export function toTsv(cells: readonly (readonly string[])[]): string {
  const lines = cells.map((row) => row.map(fieldOf).join('\t'));
  return lines.join('\r\n') + (lines.length > 1 && lines[lines.length - 1] === '' ? '\r\n' : '');
}

const isRowEnd = (ch: string | undefined) => ch === '\n' || ch === '\r';

/**
 * Clipboard text as cells (rows may differ in length, as written). A field is read as quoted only when it starts
 * with a quote and its closing quote is followed by a tab, a line break or the end; otherwise its quotes are plain
 * characters, so text copied from outside a spreadsheet (`"Hi" she said`, a lone `"`) pastes as written.
 * Empty text is one empty cell: what Excel puts there for one empty cell.
 */
export function parseTsv(text: string): string[][] {
  // the line break after the last row ends it; it does not start another
  const end = text.endsWith('\r\n') ? text.length - 2 : isRowEnd(text[text.length - 1]) ? text.length - 1 : text.length;
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let field: string | undefined;
    if (text[i] === '"') {
      const quoted = readQuoted(text, i, end);
      if (quoted) {
        field = quoted.value;
        i = quoted.next;
      }
    }
    if (field === undefined) {
      let j = i;
      while (j < end && text[j] !== '\t' && !isRowEnd(text[j])) j++;
      field = text.slice(i, j);
      i = j;
    }
    row.push(field);
    if (i >= end) break;
    if (text[i] === '\t') {
      i += 1;
      continue;
    }
    // a row break: CRLF, LF or a lone CR (old Mac text)
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
  }
  rows.push(row);
  return rows;
}

/** The quoted field opening at `start`, if it closes before `end` and right before a tab, a line break or `end`. */
function readQuoted(text: string, start: number, end: number): { value: string; next: number } | undefined {
  let i = start + 1;
  let value = '';
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0 || close >= end) return undefined;
    value += text.slice(i, close);
    if (text[close + 1] === '"' && close + 1 < end) {
      value += '"';
      i = close + 2;
      continue;
    }
    const after = close + 1;
    if (after >= end || text[after] === '\t' || isRowEnd(text[after])) return { value, next: after };
    return undefined;
  }
}
