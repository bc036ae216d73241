import * as XLSX from 'xlsx';
import type { ParsingOptions, WorkBook } from 'xlsx';
import type { WorkbookContext } from './sheet-xml-scanner';
import { dateStyleFlags } from './xlsx-dates';
import { unzipPart, zipParts } from './zip-parts';

/**
 * An xlsx (or xlsm) package opened for the lean sheet reader (docs/IMPORT.md, "Excel"): its XML parts but the sheets
 * are unzipped and xlsx 0.18.5 reads the workbook, the styles and the shared strings from them, told to skip the
 * sheets; each sheet is unzipped when its rows are asked for.
 * Anything else (xls, ods, xlsb, an encrypted workbook, a sheet the relationships do not lead to) gives null, and
 * the caller reads the workbook with xlsx in full.
 */
export interface XlsxPackage {
  book: WorkbookContext;
  sheets: { name: string; path: string; worksheet: boolean }[];
  /** The bytes of a part, unzipped. */
  part(path: string): Promise<Uint8Array | null>;
}

interface CfbContainer {
  FullPaths: string[];
}
type CfbUtils = {
  cfb_new(): CfbContainer;
  cfb_add(container: CfbContainer, path: string, content: Uint8Array): void;
};

/** xlsx's reading of an unzipped package: exported by 0.18.5 (xlsx.js and xlsx.mjs) though its types leave it out. */
const { parse_zip: parseZip } = XLSX as unknown as {
  parse_zip: (zip: CfbContainer, options: ParsingOptions) => WorkBook;
};
const cfb = (XLSX.CFB as { utils: CfbUtils }).utils;

/** Parts that make a zip something other than an xlsx: OpenDocument, Numbers. */
const OTHER_PACKAGES = ['META-INF/manifest.xml', 'objectdata.xml', 'Index/Document.iwa'];
/** What xlsx reads besides the sheets: XML parts and relationships (not media, not the sheets, not xlsb's .bin). */
const BOOK_PART = /\.(xml|rels)$/;
const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
const WORKSHEET_TYPE = /\/worksheet$/;

type ReadBook = WorkBook & {
  Strings?: { t?: string }[];
  Styles?: { CellXf?: { numFmtId?: number }[] };
  SSF?: Record<number, string>;
  Directory?: { workbooks?: string[] };
};

export async function openXlsxPackage(bytes: Uint8Array): Promise<XlsxPackage | null> {
  const parts = zipParts(bytes);
  if (!parts) return null;
  const entry = (path: string) => parts.get(path.replace(/^\//, '').toLowerCase());
  const part = async (path: string) => {
    const found = entry(path);
    return found ? unzipPart(bytes, found) : null;
  };
  if (OTHER_PACKAGES.some((p) => entry(p)) || !entry('[Content_Types].xml')) return null;

  let workbook: ReadBook;
  try {
    const container = cfb.cfb_new();
    const bookParts = [...parts.entries()].filter(([key]) => BOOK_PART.test(key) && !SHEET_PART.test(key));
    const contents = await Promise.all(bookParts.map(([, p]) => unzipPart(bytes, p)));
    bookParts.forEach(([, p], i) => cfb.cfb_add(container, `/${p.name}`, contents[i]!));
    // An empty list of sheets: xlsx reads everything but the worksheets.
    workbook = parseZip(container, { sheets: [], cellDates: true, cellHTML: false, cellText: false, dense: true });
  } catch {
    return null;
  }
  const workbookPath = workbook.Directory?.workbooks?.[0]?.replace(/^\//, '');
  if (!workbookPath || !workbookPath.endsWith('.xml')) return null;
  const slash = workbookPath.lastIndexOf('/');
  const rels = await part(`${workbookPath.slice(0, slash + 1)}_rels/${workbookPath.slice(slash + 1)}.rels`);
  if (!rels) return null;
  const sheets = sheetParts(workbookPath.slice(0, slash + 1), new TextDecoder().decode(rels), workbook, (p) =>
    Boolean(entry(p)),
  );
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
  folder: string,
  relsXml: string,
  workbook: WorkBook,
  exists: (path: string) => boolean,
): XlsxPackage['sheets'] | null {
  const rels = new Map<string, { target: string; type: string }>();
  for (const tag of relsXml.match(RELATIONSHIP) ?? []) {
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
    const path = candidates.find(exists);
    if (!path) return null;
    sheets.push({ name: sheet.name, path, worksheet: WORKSHEET_TYPE.test(rel.type) });
  }
  return sheets;
}
