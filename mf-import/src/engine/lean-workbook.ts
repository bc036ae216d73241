import { readWorkbook, type WorkbookOptions } from './excel-sheets';
import { slices } from './row-slices';
import { sheetRowChunks } from './sheet-row-chunks';
import { sheetXml, type SheetXml } from './sheet-xml-scanner';
import type { RowChunk } from './sheet-source';
import { openXlsxPackage, type XlsxPackage } from './xlsx-package';

type Sheet = XlsxPackage['sheets'][number];

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
  const { maxRows } = options;
  // The next sheet is unzipped while the last batches of this one are on the wire and its table is created.
  const unzipping = new Map<string, Promise<SheetXml | null>>();
  const unzip = (sheet: Sheet) => {
    let xml = unzipping.get(sheet.path);
    if (!xml) {
      xml = pkg.part(sheet.path).then((part) => sheetXml(new TextDecoder('utf-8').decode(part!)));
      unzipping.set(sheet.path, xml);
    }
    return xml;
  };
  return wanted.map((sheet, i) => ({
    name: sheet.name,
    async *chunks() {
      if (!sheet.worksheet) {
        const [read] = readWorkbook(bytes, { sheets: [sheet.name], ...(maxRows ? { maxRows } : {}) });
        yield* slices(read?.rows ?? []);
        return;
      }
      const xml = await unzip(sheet);
      unzipping.delete(sheet.path);
      if (xml) yield* sheetRowChunks(xml, pkg.book, maxRows);
      const next = wanted[i + 1];
      // Its failure is met again, and reported, when that sheet's rows are asked for.
      if (next?.worksheet) unzip(next).catch(() => undefined);
    },
  }));
}
