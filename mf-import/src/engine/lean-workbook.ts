import { readWorkbook, type WorkbookOptions } from './excel-sheets';
import { slices } from './row-slices';
import { sheetRowChunks } from './sheet-row-chunks';
import { sheetXml } from './sheet-xml-scanner';
import type { RowChunk } from './sheet-source';
import { openXlsxPackage, type XlsxPackage } from './xlsx-package';

export interface LazySheet {
  name: string;
  chunks: () => AsyncGenerator<RowChunk>;
}

/**
 * An xlsx read sheet by sheet with the lean scanner (docs/IMPORT.md, "Excel"): xlsx 0.18.5 reads the workbook,
 * styles and shared strings; each sheet is unzipped and its XML scanned only when its rows are asked for, and
 * handed on as it is read. Null when the file is not an xlsx the scanner knows (xls, ods, xlsb, encrypted): the
 * caller then reads it with xlsx in full. A chart sheet or other non-worksheet part is read by xlsx too.
 */
export async function openLeanWorkbook(bytes: Uint8Array, options: WorkbookOptions = {}): Promise<LazySheet[] | null> {
  const pkg = await openXlsxPackage(bytes);
  if (!pkg) return null;
  const wanted = options.sheets ? pkg.sheets.filter((s) => options.sheets!.includes(s.name)) : pkg.sheets;
  return wanted.map((sheet) => ({ name: sheet.name, chunks: () => sheetChunks(pkg, sheet, bytes, options.maxRows) }));
}

async function* sheetChunks(
  pkg: XlsxPackage,
  sheet: XlsxPackage['sheets'][number],
  bytes: Uint8Array,
  maxRows: number | undefined,
): AsyncGenerator<RowChunk> {
  if (!sheet.worksheet) {
    const [read] = readWorkbook(bytes, { sheets: [sheet.name], ...(maxRows ? { maxRows } : {}) });
    yield* slices(read?.rows ?? []);
    return;
  }
  const xml = sheetXml(new TextDecoder('utf-8').decode((await pkg.part(sheet.path))!));
  if (!xml) return;
  yield* sheetRowChunks(xml, pkg.book, maxRows);
}
