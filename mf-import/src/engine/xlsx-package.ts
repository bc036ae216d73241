import * as XLSX from 'xlsx';
import type { ParsingOptions, WorkBook } from 'xlsx';
import { dateStyleFlags } from './xlsx-dates';
import type { WorkbookContext } from './sheet-xml-scanner';

/**
 * An xlsx (or xlsm) package opened for the lean sheet reader (docs/IMPORT.md, "Excel"): xlsx 0.18.5 unzips it and
 * reads the workbook, the styles and the shared strings, all of it but the sheets, which it is told to skip.
 * Anything else (xls, ods, xlsb, an encrypted workbook, a sheet the relationships do not lead to) gives null, and
 * the caller reads the workbook with xlsx in full.
 */
export interface XlsxPackage {
  book: WorkbookContext;
  sheets: { name: string; path: string; worksheet: boolean }[];
  /** The bytes of a part, unzipped. */
  part(path: string): Uint8Array | null;
}

interface ZipEntry {
  content?: Uint8Array;
}
interface Zip {
  FullPaths: string[];
  FileIndex: ZipEntry[];
}

/** xlsx's reading of an unzipped package: exported by 0.18.5 (xlsx.js and xlsx.mjs) though its types leave it out. */
const { parse_zip: parseZip } = XLSX as unknown as { parse_zip: (zip: Zip, options: ParsingOptions) => WorkBook };

const ZIP_MAGIC = [0x50, 0x4b];
/** Parts that make a zip something other than an xlsx: OpenDocument, Numbers. */
const OTHER_PACKAGES = ['META-INF/manifest.xml', 'objectdata.xml', 'Index/Document.iwa'];
const WORKSHEET_TYPE = /\/worksheet$/;

export function openXlsxPackage(bytes: Uint8Array): XlsxPackage | null {
  if (bytes[0] !== ZIP_MAGIC[0] || bytes[1] !== ZIP_MAGIC[1]) return null;
  let zip: Zip;
  try {
    zip = XLSX.CFB.read(bytes, { type: 'buffer' }) as Zip;
  } catch {
    return null;
  }
  const index = new Map<string, number>();
  zip.FullPaths.forEach((path, i) => index.set(path.replace(/^Root Entry[/]/, '').toLowerCase(), i));
  // Part names are case-insensitive (ECMA-376 part 2, §10.1.2), as xlsx's own lookup has them.
  const part = (path: string) => zip.FileIndex[index.get(path.replace(/^\//, '').toLowerCase()) ?? -1]?.content ?? null;
  if (OTHER_PACKAGES.some((p) => part(p)) || !part('[Content_Types].xml')) return null;

  let workbook: WorkBook & {
    Strings?: { t?: string }[];
    Styles?: { CellXf?: { numFmtId?: number }[] };
    SSF?: Record<number, string>;
  };
  try {
    // An empty list of sheets: xlsx reads everything but the worksheets.
    workbook = parseZip(zip, { sheets: [], cellDates: true, cellHTML: false, cellText: false, dense: true });
  } catch {
    return null;
  }
  const dir = (workbook as { Directory?: { workbooks?: string[] } }).Directory;
  const workbookPath = dir?.workbooks?.[0]?.replace(/^\//, '');
  if (!workbookPath || !workbookPath.endsWith('.xml')) return null;
  const sheets = sheetParts(workbookPath, workbook, part);
  if (!sheets) return null;
  return {
    book: {
      strings: (workbook.Strings ?? []).map((s) => (typeof s?.t === 'string' ? s.t : '')),
      dateStyles: dateStyleFlags(workbook.Styles?.CellXf, workbook.SSF ?? {}),
      date1904: Boolean(workbook.Workbook?.WBProps?.date1904),
    },
    sheets,
    part,
  };
}

const RELATIONSHIP = /<(?:\w+:)?Relationship\s[^>]*>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);

/** Each sheet's name and part, found as xlsx finds it: the workbook's relationships, by each sheet's `r:id`. */
function sheetParts(
  workbookPath: string,
  workbook: WorkBook,
  part: (path: string) => Uint8Array | null,
): XlsxPackage['sheets'] | null {
  const slash = workbookPath.lastIndexOf('/');
  const folder = workbookPath.slice(0, slash + 1);
  const relsBytes = part(`${folder}_rels/${workbookPath.slice(slash + 1)}.rels`);
  if (!relsBytes) return null;
  const rels = new Map<string, { target: string; type: string }>();
  for (const tag of new TextDecoder().decode(relsBytes).match(RELATIONSHIP) ?? []) {
    const value = (name: string) => {
      const m = ATTRIBUTE(name).exec(tag);
      return m ? (m[1] ?? m[2] ?? '') : '';
    };
    rels.set(value('Id'), { target: value('Target'), type: value('Type') });
  }
  const sheets: XlsxPackage['sheets'] = [];
  for (const sheet of workbook.Workbook?.Sheets ?? []) {
    const { id, strRelID } = sheet as { id?: string; strRelID?: string };
    const rel = rels.get(id ?? strRelID ?? '');
    if (!rel || !sheet.name) return null;
    const candidates = [`xl/${rel.target.replace(/[/]?xl\//, '')}`, rel.target, folder + rel.target];
    const path = candidates.find((p) => part(p));
    if (!path) return null;
    sheets.push({ name: sheet.name, path, worksheet: WORKSHEET_TYPE.test(rel.type) });
  }
  return sheets;
}
