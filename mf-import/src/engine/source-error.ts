/** A source the engine refuses or cannot read; `i18nKey` names the message the wizard shows (under `import.errors`). */
export class ImportSourceError extends Error {
  constructor(
    public readonly i18nKey: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImportSourceError';
  }
}

/** Core's reasons a source cannot be read, as the wizard's messages (locale keys under `import.errors`). */
const CORE_KINDS: Record<string, string> = {
  'invalid-json': 'import.errors.invalidJson',
  'not-records': 'import.errors.invalidJson',
  'wrong-file-type': 'import.errors.notAcceptedType',
};

/** Core's ImportSourceError (which names a kind) as the engine's (which names a message); anything else unchanged. */
export function fromCoreError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'ImportSourceError' && 'kind' in error) {
    const key = CORE_KINDS[String(error.kind)];
    if (key) return new ImportSourceError(key, error.message);
  }
  return error;
}
