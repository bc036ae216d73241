/**
 * The checks the form makes before sending, mirroring the server's (backend/src/workspace/columns/request.ts):
 * core has no rule for column titles (only project and table names, core/src/validation/names.ts), so the server's
 * are repeated here. They return translation keys; the server still decides and answers `{msg}`.
 */

/** The server refuses longer column titles (`Column title exceeds 255 characters`). */
export const TITLE_MAX = 255;

export type TitleProblem = 'nameRequired' | 'nameTooLong' | 'nameDuplicate';

const lower = (text: string) => text.trim().toLowerCase();

/**
 * Required, at most 255 characters, and unique in the table ignoring case (`Duplicate column alias`); the edited
 * field's own title does not count as taken.
 */
export function titleProblem(
  title: string,
  existingTitles: readonly string[],
  ownTitle?: string,
): TitleProblem | undefined {
  if (title.trim() === '') return 'nameRequired';
  if (title.trim().length > TITLE_MAX) return 'nameTooLong';
  const own = ownTitle === undefined ? undefined : lower(ownTitle);
  const taken = existingTitles.filter((existing) => lower(existing) !== own).map(lower);
  return taken.includes(lower(title)) ? 'nameDuplicate' : undefined;
}

export type OptionProblem = 'optionEmpty' | 'optionDuplicate' | 'optionComma';

/**
 * The option at `index`: named, unique (as the server compares, exactly), and without a comma in a MultiSelect,
 * whose cells keep their options comma-separated (core `selectOptionsError`).
 */
export function optionProblem(titles: readonly string[], index: number, multiple: boolean): OptionProblem | undefined {
  const title = (titles[index] ?? '').trim();
  if (!title) return 'optionEmpty';
  if (titles.slice(0, index).some((other) => other.trim() === title)) return 'optionDuplicate';
  if (multiple && title.includes(',')) return 'optionComma';
  return undefined;
}

/** Whether a locale tag is one the browser can format numbers in (an unknown one falls back to English). */
export function isKnownLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}
