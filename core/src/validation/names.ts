/** Naming rules of docs/PRODUCT.md §5, shared by the API and the UI so both speak the same messages. */

export const PROJECT_TITLE_MAX = 50;

export const PROJECT_TITLE_MESSAGES = {
  required: 'Project name is required',
  tooLong: 'project name exceeds 50 characters',
  leadingSpace: 'Project name cannot start with a space',
} as const;

/** The problem with a project title, or undefined when it is fine. */
export function projectTitleError(title: unknown): string | undefined {
  if (typeof title !== 'string' || title.trim() === '') return PROJECT_TITLE_MESSAGES.required;
  if (title.length > PROJECT_TITLE_MAX) return PROJECT_TITLE_MESSAGES.tooLong;
  if (title.startsWith(' ')) return PROJECT_TITLE_MESSAGES.leadingSpace;
  return undefined;
}

export const TABLE_NAME_MESSAGES = {
  required: 'Table name required',
  mustStartWith: 'Name must start with an alphabet or _',
  notAllowed: (chars: string) => `Following characters are not allowed: ${chars}`,
} as const;

const LOOSE_FORBIDDEN = /[./\\]/g;
const STRICT_ALLOWED = /[A-Za-z0-9_]/;

function listed(chars: Iterable<string>): string {
  return [...new Set(chars)].join(' ');
}

/**
 * The problem with a table name, or undefined. Loose mode (the default base) refuses `.`, `/` and `\`; strict
 * mode (external databases) allows letters, digits and `_` only, starting with a letter or `_`.
 */
export function tableNameError(name: unknown, strict = false): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return TABLE_NAME_MESSAGES.required;
  if (!strict) {
    const bad = name.match(LOOSE_FORBIDDEN);
    return bad ? TABLE_NAME_MESSAGES.notAllowed(listed(bad)) : undefined;
  }
  if (!/^[A-Za-z_]/.test(name)) return TABLE_NAME_MESSAGES.mustStartWith;
  const bad = [...name].filter((c) => !STRICT_ALLOWED.test(c));
  return bad.length ? TABLE_NAME_MESSAGES.notAllowed(listed(bad)) : undefined;
}
