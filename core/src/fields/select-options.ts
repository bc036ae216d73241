import { isValidColour } from '../validation/colours.js';
import type { FieldContext, SelectOptionLike } from './field.js';
import { optionColor } from './palettes.js';

export const SELECT_OPTION_MESSAGES = {
  notList: 'colOptions.options must be a list of options',
  empty: 'Select options cannot be empty',
  duplicate: (title: string) => `Duplicate select option "${title}"`,
  comma: (title: string) => `MultiSelect options cannot contain a comma: "${title}"`,
  colour: (title: string) => `Invalid colour for select option "${title}"`,
  defaultNotOption: (value: string) => `Default value "${value}" is not one of the options`,
} as const;

/** The option titles a column allows, or undefined when the column does not restrict them. */
export function optionTitles(ctx: FieldContext | undefined): Set<string> | undefined {
  const options = ctx?.colOptions?.options;
  return options ? new Set(options.map((o) => o.title)) : undefined;
}

/**
 * Checks the options of a select field (docs/PRODUCT.md §3; docs/API.md §1.7): a list of `{title, color?}` with
 * non-empty, unique titles, valid colours, no comma in a MultiSelect option. Returns the first problem, or undefined.
 */
export function selectOptionsError(options: unknown, multi: boolean): string | undefined {
  if (!Array.isArray(options)) return SELECT_OPTION_MESSAGES.notList;
  const seen = new Set<string>();
  for (const option of options as unknown[]) {
    const title = (option as SelectOptionLike | null)?.title;
    if (typeof title !== 'string' || title.trim() === '') return SELECT_OPTION_MESSAGES.empty;
    if (seen.has(title)) return SELECT_OPTION_MESSAGES.duplicate(title);
    seen.add(title);
    if (multi && title.includes(',')) return SELECT_OPTION_MESSAGES.comma(title);
    const color = (option as SelectOptionLike).color;
    if (color !== undefined && color !== null && color !== '' && !isValidColour(color)) {
      return SELECT_OPTION_MESSAGES.colour(title);
    }
  }
  return undefined;
}

/** Options with their colours and orders filled in: a missing colour comes from the option palette. */
export function normaliseSelectOptions(
  options: readonly SelectOptionLike[],
): Array<Required<Omit<SelectOptionLike, 'id'>> & { id?: string }> {
  return options.map((option, index) => ({
    ...(option.id ? { id: option.id } : {}),
    title: option.title,
    color: option.color ? option.color : optionColor(index),
    order: index + 1,
  }));
}

/** The option values a select cell holds: one title, or (MultiSelect) a comma-separated list or an array. */
export function selectValues(input: unknown, multi: boolean): string[] {
  const parts = Array.isArray(input) ? input.map((v) => String(v)) : multi ? String(input).split(',') : [String(input)];
  const out: string[] = [];
  for (const part of parts) {
    const title = part.trim();
    if (title && !out.includes(title)) out.push(title);
  }
  return out;
}
