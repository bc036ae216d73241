import type { TFunction } from 'i18next';
import { ImportSourceError } from '../engine';

/** The readable message of a failed read: the engine's named message, else the error's own text. */
export function sourceErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ImportSourceError) {
    const key = error.i18nKey.startsWith('import.') ? error.i18nKey : `import.errors.${error.i18nKey}`;
    return t(key, { defaultValue: error.message });
  }
  const message = error instanceof Error ? error.message : String(error);
  return t('import.errors.readFailed', { message });
}
