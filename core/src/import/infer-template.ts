import { isHeaderRow } from './header.js';
import { inferColumnType } from './infer-type.js';
import { columnNameOf, sanitiseNames, sanitiseTableName } from './names.js';
import {
  IMPORT_SAMPLE_ROWS,
  type ImportColumn,
  type ImportRow,
  type ImportTableTemplate,
  type InferOptions,
} from './types.js';

/**
 * The table a source would become (docs/IMPORT.md): whether its first row holds the headers (detected unless
 * told), field titles by the naming rules, and each field's type from the first `sampleRows` data rows.
 */
export function inferTemplate(
  sourceName: string,
  rows: readonly ImportRow[],
  options: InferOptions = {},
): ImportTableTemplate {
  const headerRow = options.firstRowIsHeader ?? (rows.length > 0 && isHeaderRow(rows[0]!));
  const data = rows.slice(headerRow ? 1 : 0, (headerRow ? 1 : 0) + (options.sampleRows ?? IMPORT_SAMPLE_ROWS));
  const width = rows.reduce((w, row) => Math.max(w, row.length), 0);
  const headers = Array.from({ length: width }, (_, i) => {
    const cell = headerRow ? rows[0]![i] : undefined;
    return cell === null || cell === undefined ? '' : String(cell).trim();
  });
  const titles = sanitiseNames(headers);
  const autoTypes = options.autoSelectFieldTypes !== false;
  const columns: ImportColumn[] = titles.map((title, index) => ({
    sourceIndex: index,
    sourceName: headers[index] || `field_${index + 1}`,
    title,
    column_name: columnNameOf(title),
    ...(autoTypes ? inferColumnType(data.map((row) => row[index] ?? null)) : { uidt: 'SingleLineText' as const }),
  }));
  const title = sanitiseTableName(sourceName, []);
  return { sourceName, title, table_name: columnNameOf(title), columns, headerRow };
}
