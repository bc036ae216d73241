import type { ImportSourceKind } from '@basalt/core';

/**
 * The file endings each kind of import takes (docs/PRODUCT.md §5: a CSV target ends in .csv, an Excel target in
 * xls, xlsx, xlsm, ods or ots; JSON in .json).
 */
export const ACCEPTED_EXTENSIONS: Record<ImportSourceKind, readonly string[]> = {
  csv: ['csv'],
  excel: ['xls', 'xlsx', 'xlsm', 'ods', 'ots'],
  json: ['json'],
};

/** The `accept` attribute of the file picker. */
export function acceptAttribute(kind: ImportSourceKind): string {
  return ACCEPTED_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
}

export function isAcceptedFileName(kind: ImportSourceKind, name: string): boolean {
  const ext = /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return !!ext && ACCEPTED_EXTENSIONS[kind].includes(ext);
}

export const IMPORT_KINDS: readonly ImportSourceKind[] = ['csv', 'excel', 'json'];

export function isImportKind(value: string | undefined): value is ImportSourceKind {
  return (IMPORT_KINDS as readonly (string | undefined)[]).includes(value);
}

/** The file format's own name, the same in every language. */
export const KIND_LABELS: Record<ImportSourceKind, string> = { csv: 'CSV', excel: 'Excel', json: 'JSON' };

/** An address the URL field takes: absolute http(s). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
