/**
 * Why a source cannot be imported at all (as opposed to one row not converting, which is an `ImportFailure`):
 * - `not-records`: JSON that is not an array of objects;
 * - `invalid-json`: text that does not parse as JSON;
 * - `wrong-file-type`: a file whose name is not of an accepted kind.
 */
export type ImportSourceErrorKind = 'not-records' | 'invalid-json' | 'wrong-file-type';

export class ImportSourceError extends Error {
  readonly kind: ImportSourceErrorKind;

  constructor(kind: ImportSourceErrorKind, message: string) {
    super(message);
    this.name = 'ImportSourceError';
    this.kind = kind;
  }
}
