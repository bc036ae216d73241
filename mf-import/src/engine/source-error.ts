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
