import type { ImportSourceKind } from '@basalt/core';
import { ImportSourceError } from './source-error';
import type { SourceInput } from './types';

/** The file endings each source kind accepts (docs/IMPORT.md; spec §5: CSV ends in .csv, Excel in xls…ots). */
export const ACCEPTED_EXTENSIONS: Readonly<Record<ImportSourceKind, readonly string[]>> = {
  csv: ['csv'],
  excel: ['xls', 'xlsx', 'xlsm', 'ods', 'ots'],
  json: ['json'],
};

function extensionOf(name: string): string | undefined {
  const base = name.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : undefined;
}

/**
 * Refuses a source whose name has the wrong ending for its kind. A URL without any ending in its path (an export
 * link such as `/download?id=3`) is let through: its content is checked when it is parsed.
 */
export function checkSourceKind(source: SourceInput): void {
  const accepted = ACCEPTED_EXTENSIONS[source.kind];
  if (source.file) {
    const ext = extensionOf(source.file.name || source.name);
    if (!ext || !accepted.includes(ext)) throw notAccepted(source);
    return;
  }
  if (!source.url) throw new ImportSourceError('import.errors.noSource', 'Choose a file or enter a URL');
  let path: string;
  try {
    path = new URL(source.url).pathname;
  } catch {
    throw new ImportSourceError('import.errors.invalidUrl', 'The URL is not valid');
  }
  const ext = extensionOf(path);
  if (ext && !accepted.includes(ext)) throw notAccepted(source);
}

function notAccepted(source: SourceInput): ImportSourceError {
  return new ImportSourceError(
    'import.errors.notAcceptedType',
    `target file is not an accepted file type (${ACCEPTED_EXTENSIONS[source.kind].map((e) => `.${e}`).join(', ')})`,
  );
}
